/// Options as ArgumentParser reads them when it has nothing to say: `--name value`,
/// `--name=value` and `--flag`, each named once, a value never empty and never like an option.
///
/// The commands a start runs most are read with these first (`OpenArguments`, `FeedArguments`),
/// without the parser: it reflects over the root command, the command and their option groups
/// twice (once for the completion-script check), and each type it meets has the Swift runtime
/// search every protocol conformance in the binary, half the instructions of `tintype feed`
/// (docs/performance.md, "The launch"). Anything else is nil, for the parser to read and explain.
struct PlainOptions {
    private var values: [(name: Substring, value: String)] = []
    private var flags: [Substring] = []

    init?(_ arguments: ArraySlice<String>, options optionNames: [String], flags flagNames: [String] = []) {
        var remaining = arguments
        var namesSeen: [Substring] = []
        while let argument = remaining.popFirst() {
            let name: Substring
            if flagNames.contains(argument) {
                name = argument[...]
                flags.append(name)
            } else {
                let value: Substring
                if let equals = argument.firstIndex(of: "=") {
                    name = argument[..<equals]
                    value = argument[argument.index(after: equals)...]
                } else {
                    guard let next = remaining.popFirst() else { return nil }
                    name = argument[...]
                    value = next[...]
                }
                guard optionNames.contains(where: { $0 == name }), !value.isEmpty, !value.hasPrefix("-") else { return nil }
                values.append((name, String(value)))
            }
            guard !namesSeen.contains(name) else { return nil }
            namesSeen.append(name)
        }
    }

    func value(of name: String) -> String? {
        values.first { $0.name == name }?.value
    }

    func has(_ flag: String) -> Bool {
        flags.contains { $0 == flag }
    }
}
