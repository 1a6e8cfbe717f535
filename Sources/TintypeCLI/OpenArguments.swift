import Tintype

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
        // As `PictureOptions.validate`: a word the option or TINTYPE_PICTURES gives that is not a choice.
        guard (try? PictureChoice.resolve(option: opening.pictures)) != nil else { return nil }
        return opening
    }
}
