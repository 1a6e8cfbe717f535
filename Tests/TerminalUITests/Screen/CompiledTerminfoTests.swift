import Foundation
import Testing

@testable import TerminalUI

struct CompiledTerminfoTests {
    private let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tintype-compiled-\(UUID().uuidString)")

    private func entry(_ path: String) throws -> [UInt8] {
        Array(try Data(contentsOf: URL(fileURLWithPath: path)))
    }

    /// The variant written into the test's folder as `name`.
    private func install(_ variant: [UInt8]?, as name: String) throws {
        let file = folder.appendingPathComponent(String(name.prefix(1))).appendingPathComponent(name)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(try #require(variant)).write(to: file)
    }

    @Test func testThatTheNamesFieldIsRead() throws {
        // given
        let xterm = try entry("/lib/terminfo/x/xterm-256color")
        // when
        let names = CompiledTerminfo.names(of: xterm)
        // then
        #expect(names == "xterm-256color|xterm with 256 colors")
    }

    @Test(arguments: ["ab|odd", "abc|even"])
    func testThatTheCapabilitiesReadTheSameWhateverTheNamesLength(names: String) throws {
        // given
        let xterm = try entry("/lib/terminfo/x/xterm-256color")
        let name = String(names.prefix { $0 != "|" })
        // when
        try install(CompiledTerminfo.variant(of: xterm, names: names, absentStrings: []), as: name)
        // then
        let original = try terminfoCapabilities(of: "xterm-256color", in: nil)
        let renamed = try terminfoCapabilities(of: name, in: folder)
        #expect(renamed == original)
    }

    @Test func testThatAnAbsentStringIsGone() throws {
        // given
        let xterm = try entry("/lib/terminfo/x/xterm-256color")
        let bell = 1
        // when
        try install(CompiledTerminfo.variant(of: xterm, names: "quiet|no bell", absentStrings: [bell]), as: "quiet")
        // then
        let capabilities = try terminfoCapabilities(of: "quiet", in: folder)
        #expect(capabilities.contains { $0.hasPrefix("bel=") } == false)
    }

    @Test func testThatTextIsNotAnEntry() {
        // given
        let text = Array("xterm-256color|xterm with 256 colors,\n\tam, bce,\n".utf8)
        // when
        let variant = CompiledTerminfo.variant(of: text, names: "a|b", absentStrings: [])
        // then
        #expect(variant == nil)
    }

    @Test func testThatACutEntryIsNotRead() throws {
        // given
        let xterm = try entry("/lib/terminfo/x/xterm-256color")
        // when
        let variant = CompiledTerminfo.variant(of: Array(xterm.prefix(600)), names: "a|b", absentStrings: [])
        // then
        #expect(variant == nil)
    }
}
