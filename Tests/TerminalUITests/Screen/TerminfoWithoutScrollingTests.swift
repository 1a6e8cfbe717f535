import Foundation
import Testing

@testable import TerminalUI

/// What `infocmp` says of an entry in a folder (nil: where ncurses finds it): its capabilities,
/// one a line, without the comment lines and the line of names.
func terminfoCapabilities(of name: String, in folder: URL?) throws -> [String] {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/infocmp")
    process.arguments = ["-x", "-1"] + (folder.map { ["-A", $0.path] } ?? []) + [name]
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    return text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.hasPrefix("#") }.dropFirst().map {
        String($0)
    }
}

struct TerminfoWithoutScrollingTests {
    private let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tintype-terminfo-\(UUID().uuidString)")
    private let system = ["HOME": "/nonexistent"]
    /// ncurses-base's entries in the legacy format, and ncurses-term's with 32-bit numbers (direct colour).
    private static let entries = ["xterm-256color", "tmux-256color", "xterm-direct", "xterm-kitty", "linux", "dumb"]

    @Test(arguments: entries)
    func testThatTheWrittenVariantReadsAsTicMakesIt(entry: String) throws {
        // given
        let source = try #require(TerminfoWithoutScrolling.compiledEntryFile(of: entry, environment: system))
        let name = TerminfoWithoutScrolling.variantName(of: entry)
        let ticFolder = folder.appendingPathComponent("tic")
        #expect(TerminfoWithoutScrolling.compileWithTic(entry, named: name, in: ticFolder))
        // when
        let written = TerminfoWithoutScrolling.writeVariant(of: source, named: name, in: folder)
        // then
        let madeByTic = try terminfoCapabilities(of: name, in: ticFolder)
        #expect(written ? try terminfoCapabilities(of: name, in: folder) == madeByTic : false)
    }

    @Test func testThatTheVariantScrollsNothing() throws {
        // given
        let entry = "xterm-256color"
        // when
        let name = try #require(TerminfoWithoutScrolling.variant(of: entry, in: folder, environment: system))
        // then
        let names = try terminfoCapabilities(of: name, in: folder).map { $0.split(separator: "=").first.map(String.init) ?? $0 }
        #expect(names.filter { TerminfoWithoutScrolling.removedCapabilities.contains($0.trimmingCharacters(in: [","])) } == [])
    }

    @Test func testThatTheVariantKeepsTheOtherCapabilities() throws {
        // given
        let entry = "xterm-256color"
        let original = try terminfoCapabilities(of: entry, in: nil)
        // when
        let name = try #require(TerminfoWithoutScrolling.variant(of: entry, in: folder, environment: system))
        // then
        let removed = original.filter {
            TerminfoWithoutScrolling.removedCapabilities.contains(
                String($0.split(separator: "=").first ?? "").trimmingCharacters(in: [","]))
        }
        #expect(try terminfoCapabilities(of: name, in: folder) == original.filter { !removed.contains($0) })
    }

    @Test func testThatTheHomeFoldersEntryComesBeforeTheSystems() throws {
        // given
        let home = folder.appendingPathComponent("home")
        let entryFolder = home.appendingPathComponent(".terminfo/x")
        try FileManager.default.createDirectory(at: entryFolder, withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            atPath: "/lib/terminfo/x/xterm-256color", toPath: entryFolder.appendingPathComponent("xterm-256color").path)
        // when
        let found = TerminfoWithoutScrolling.compiledEntryFile(of: "xterm-256color", environment: ["HOME": home.path])
        // then
        #expect(found?.path == entryFolder.appendingPathComponent("xterm-256color").path)
    }

    @Test func testThatTerminfoDirsLeavesTheEntryToTic() {
        // given
        let environment = ["HOME": "/nonexistent", "TERMINFO_DIRS": "/opt/terminfo"]
        // when
        let found = TerminfoWithoutScrolling.compiledEntryFile(of: "xterm-256color", environment: environment)
        // then
        #expect(found == nil)
    }

    @Test func testThatAnUnknownEntryHasNoVariant() {
        // given
        let entry = "no-such-terminal-anywhere"
        // when
        let name = TerminfoWithoutScrolling.variant(of: entry, in: folder, environment: system)
        // then
        #expect(name == nil)
    }
}
