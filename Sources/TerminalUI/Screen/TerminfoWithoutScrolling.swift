import FoundationEssentials
import TextBasics

/// A terminal's terminfo entry less its scrolling capabilities (scroll region, index, reverse
/// index, insert and delete line), compiled once into a folder of the app's own.
///
/// ncurses moves lines that moved by scrolling the terminal; every terminal scrolls the pictures
/// drawn into its cells along with the text, behind ncurses' back, where they then stand over
/// text. Without those capabilities ncurses writes the lines instead, and cells change only where
/// it writes. ncurses reads its own copy of the capabilities, so they cannot be taken away after
/// the entry is loaded: the entry is made anew with `infocmp` and `tic`, which Debian's
/// ncurses-bin always has.
enum TerminfoWithoutScrolling {
    static let removedCapabilities: Set<String> = ["csr", "ind", "ri", "indn", "rin", "il", "il1", "dl", "dl1"]

    /// The variant's name for an entry.
    static func variantName(of entry: String) -> String { "tintype-noscroll-" + entry }

    /// The variant of `entry` in `folder`, compiled now when it is not there yet; nil when it
    /// cannot be made (an unknown entry, no `tic`, a folder that cannot be written).
    static func variant(of entry: String, in folder: URL) -> String? {
        guard !entry.isEmpty, entry.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || "._+-".contains($0)) }) else { return nil }
        let name = variantName(of: entry)
        let compiled = folder.appendingPathComponent(String(name.prefix(1))).appendingPathComponent(name)
        if FileManager.default.fileExists(atPath: compiled.path) { return name }
        guard let source = run("/usr/bin/infocmp", ["-x", "-1", entry], input: []), !source.isEmpty else { return nil }
        let lines = String(decoding: source, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        var kept: [String] = []
        for line in lines {
            let trimmed = line.trimmed()
            if trimmed.hasPrefix("#") { continue }
            let capability = trimmed.split(separator: "=", maxSplits: 1).first.map { String($0.split(separator: "#").first ?? $0) } ?? ""
            if removedCapabilities.contains(capability.trimmed(where: { $0 == "," })) { continue }
            if kept.isEmpty, !trimmed.isEmpty {
                // The first line names the entry and its aliases, then describes it: the variant
                // takes a name of its own and no alias, so no other entry is shadowed.
                let description = trimmed.split(separator: "|").last.map(String.init) ?? ","
                kept.append(name + "|" + description)
            } else {
                kept.append(String(line))
            }
        }
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        guard run("/usr/bin/tic", ["-x", "-o", folder.path, "-"], input: Array(kept.joined(separator: "\n").utf8)) != nil,
            FileManager.default.fileExists(atPath: compiled.path)
        else { return nil }
        return name
    }

    /// Runs a program to its end; its standard output, or nil when it failed.
    private static func run(_ path: String, _ arguments: [String], input: [UInt8]) -> [UInt8]? {
        guard FileManager.default.isExecutableFile(atPath: path) else { return nil }
        return ChildProcess.output(of: path, arguments, input: input)
    }
}
