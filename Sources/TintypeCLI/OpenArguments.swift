import Tintype

/// What opens the app: `tintype` or `tintype open`, with the account's and the pictures' options.
///
/// A start is read here first, without ArgumentParser: the parser reflects over the root command,
/// the default command and their option groups twice (once for the completion-script check), and
/// each type it meets has the Swift runtime search every protocol conformance in the binary, a
/// fifth of a returning user's start (BENCHMARKS.md, "On the launch"). Only what the parser would
/// take as it is, with no message, is read: each known option once, with a value that is not an
/// option (`--token abc` or `--token=abc`), and a picture choice that validates. Anything else
/// (help, another command, a mistake) is nil, and the parser reads it and says what it says.
struct OpenArguments: Equatable {
    var account = AccountChoice()
    var pictures: String?

    static func parse(_ arguments: [String]) -> OpenArguments? {
        var remaining = arguments[...]
        if remaining.first == "open" { remaining.removeFirst() }
        var parsed = OpenArguments()
        var namesSeen: [Substring] = []
        while let argument = remaining.popFirst() {
            let name: Substring
            let value: Substring
            if let equals = argument.firstIndex(of: "=") {
                name = argument[..<equals]
                value = argument[argument.index(after: equals)...]
            } else {
                guard let next = remaining.popFirst() else { return nil }
                name = argument[...]
                value = next[...]
            }
            guard !value.isEmpty, !value.hasPrefix("-"), !namesSeen.contains(name), parsed.set(name, to: String(value)) else {
                return nil
            }
            namesSeen.append(name)
        }
        // As `PictureOptions.validate`: a word the option or TINTYPE_PICTURES gives that is not a choice.
        guard (try? PictureChoice.resolve(option: parsed.pictures)) != nil else { return nil }
        return parsed
    }

    /// Whether `name` is one of the options read here.
    private mutating func set(_ name: Substring, to value: String) -> Bool {
        switch name {
        case "--instance": account.instance = value
        case "--token": account.token = value
        case "--token-file": account.tokenFile = value
        case "--account": account.account = value
        case "--pictures": pictures = value
        default: return false
        }
        return true
    }
}
