/// What opens the app: `tintype` or `tintype open`, with the account's and the pictures' options,
/// read without ArgumentParser where it would take them without a word (`PlainOptions`).
struct OpenArguments: Equatable {
    var account = AccountChoice()
    var pictures: String?

    static func parse(_ arguments: [String]) -> OpenArguments? {
        var remaining = arguments[...]
        if remaining.first == "open" { remaining.removeFirst() }
        guard let options = PlainOptions(remaining, options: AccountChoice.optionNames + ["--pictures"]) else { return nil }
        let opening = OpenArguments(account: AccountChoice(options), pictures: options.value(of: "--pictures"))
        guard (try? PictureOptions.validate(opening.pictures)) != nil else { return nil }
        return opening
    }
}
