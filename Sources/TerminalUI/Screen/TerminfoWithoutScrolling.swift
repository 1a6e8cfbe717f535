import CNcursesw
import FoundationEssentials
import TextBasics

/// A terminal's terminfo entry less its scrolling capabilities (scroll region, index, reverse
/// index, insert and delete line), made once into a folder of the app's own.
///
/// ncurses moves lines that moved by scrolling the terminal; every terminal scrolls the pictures
/// drawn into its cells along with the text, behind ncurses' back, where they then stand over
/// text. Without those capabilities ncurses writes the lines instead, and cells change only where
/// it writes. ncurses reads its own copy of the capabilities, so they cannot be taken away after
/// the entry is loaded: the variant is a compiled entry of its own. It is written from the
/// entry's compiled file where ncurses would find it (a new user's first start waits for it);
/// elsewhere it is made with `infocmp` and `tic`, which Debian's ncurses-bin always has.
enum TerminfoWithoutScrolling {
    static let removedCapabilities: Set<String> = ["csr", "ind", "ri", "indn", "rin", "il", "il1", "dl", "dl1"]

    /// Where this ncurses looks when neither TERMINFO_DIRS nor the home folder has an entry
    /// (Debian's, as `infocmp -D` lists them).
    static let systemFolders = ["/etc/terminfo", "/lib/terminfo", "/usr/share/terminfo"]

    /// The variant's name for an entry.
    static func variantName(of entry: String) -> String { "tintype-noscroll-" + entry }

    /// The variant of `entry` in `folder`, made now when it is not there yet; nil when it
    /// cannot be made (an unknown entry, no `tic`, a folder that cannot be written).
    static func variant(
        of entry: String, in folder: URL, environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> String? {
        guard !entry.isEmpty, entry.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || "._+-".contains($0)) }) else { return nil }
        let name = variantName(of: entry)
        if FileManager.default.fileExists(atPath: compiledFile(named: name, in: folder).path) { return name }
        if let source = compiledEntryFile(of: entry, environment: environment), writeVariant(of: source, named: name, in: folder) {
            return name
        }
        return compileWithTic(entry, named: name, in: folder) ? name : nil
    }

    /// Where ncurses finds `entry` compiled: TERMINFO, then ~/.terminfo, then the system's
    /// folders. nil when TERMINFO_DIRS changes that list, or nothing is found there.
    static func compiledEntryFile(of entry: String, environment: [String: String]) -> URL? {
        guard environment["TERMINFO_DIRS"].map(\.isEmpty) ?? true, let first = entry.first else { return nil }
        var folders: [String] = []
        if let terminfo = environment["TERMINFO"], !terminfo.isEmpty { folders.append(terminfo) }
        if let home = environment["HOME"], !home.isEmpty { folders.append(home + "/.terminfo") }
        folders += systemFolders
        return folders.lazy
            .map { URL(fileURLWithPath: $0).appendingPathComponent(String(first)).appendingPathComponent(entry) }
            .first { FileManager.default.fileExists(atPath: $0.path) }
    }

    /// The variant written from the entry's compiled file; false when it is not one this reads.
    static func writeVariant(of source: URL, named name: String, in folder: URL) -> Bool {
        guard let entry = try? Array(Data(contentsOf: source)), let names = CompiledTerminfo.names(of: entry) else { return false }
        let absent = Set(removedCapabilities.map { Int(cn_string_capability_index($0)) }.filter { $0 >= 0 })
        // The variant takes a name of its own and no alias, so no other entry is shadowed.
        let description = names.split(separator: "|").last.map(String.init) ?? name
        guard let variant = CompiledTerminfo.variant(of: entry, names: name + "|" + description, absentStrings: absent) else {
            return false
        }
        let file = compiledFile(named: name, in: folder)
        do {
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(variant).write(to: file, options: .atomic)
            return true
        } catch {
            return false
        }
    }

    /// The variant made by `infocmp` and `tic`, which read an entry wherever ncurses does.
    static func compileWithTic(_ entry: String, named name: String, in folder: URL) -> Bool {
        guard let source = run("/usr/bin/infocmp", ["-x", "-1", entry], input: []), !source.isEmpty else { return false }
        let lines = String(decoding: source, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        var kept: [String] = []
        for line in lines {
            let trimmed = line.trimmed()
            if trimmed.hasPrefix("#") { continue }
            let capability = trimmed.split(separator: "=", maxSplits: 1).first.map { String($0.split(separator: "#").first ?? $0) } ?? ""
            if removedCapabilities.contains(capability.trimmed(where: { $0 == "," })) { continue }
            if kept.isEmpty, !trimmed.isEmpty {
                // The first line names the entry and its aliases, then describes it.
                let description = trimmed.split(separator: "|").last.map(String.init) ?? ","
                kept.append(name + "|" + description)
            } else {
                kept.append(String(line))
            }
        }
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return run("/usr/bin/tic", ["-x", "-o", folder.path, "-"], input: Array(kept.joined(separator: "\n").utf8)) != nil
            && FileManager.default.fileExists(atPath: compiledFile(named: name, in: folder).path)
    }

    static func compiledFile(named name: String, in folder: URL) -> URL {
        folder.appendingPathComponent(String(name.prefix(1))).appendingPathComponent(name)
    }

    /// Runs a program to its end; its standard output, or nil when it failed.
    private static func run(_ path: String, _ arguments: [String], input: [UInt8]) -> [UInt8]? {
        guard FileManager.default.isExecutableFile(atPath: path) else { return nil }
        return ChildProcess.output(of: path, arguments, input: input)
    }
}
