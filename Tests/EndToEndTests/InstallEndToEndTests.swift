import Foundation
import TestSupport
import Testing

/// What `make install` puts in place, from the binary the tests run: the binary, a manual page
/// `man` shows, completions bash takes, the language catalogues, and `make uninstall` taking
/// exactly those away.
struct InstallEndToEndTests {
    private let script = DemoServer.packageRoot.appendingPathComponent("Resources/Tools/install-files.sh").path
    private let destination = TestFolders.unique("tintype-install")

    private func install() throws -> ChildProcess.Result {
        let tintype = try TintypeBinary()
        let generateManual = URL(fileURLWithPath: tintype.path).deletingLastPathComponent().appendingPathComponent("generate-manual").path
        return try ChildProcess.run([script, "install", tintype.path, generateManual, destination.path, "/usr"])
    }

    private func installedFiles() -> [String] {
        let files = FileManager.default.enumerator(atPath: destination.path)?.allObjects as? [String] ?? []
        return files.filter { !$0.hasSuffix("/") && !isFolder($0) }.sorted()
    }

    private func isFolder(_ path: String) -> Bool {
        var folder: ObjCBool = false
        return FileManager.default.fileExists(atPath: destination.appendingPathComponent(path).path, isDirectory: &folder)
            && folder.boolValue
    }

    @Test func testThatTheBinaryTheManualAndTheCompletionsAreInstalled() throws {
        // given
        // when
        let installed = try install()
        // then
        #expect(installed.status == 0)
        #expect(
            installedFiles() == [
                "usr/bin/tintype", "usr/share/bash-completion/completions/tintype", "usr/share/fish/vendor_completions.d/tintype.fish",
                "usr/share/man/man1/tintype.1", "usr/share/tintype/locale/ru.po", "usr/share/zsh/site-functions/_tintype",
            ])
    }

    @Test func testThatTheManualPageShowsTheCommands() throws {
        // given
        _ = try install()
        // when
        let page = try ChildProcess.run(
            ["man", "-l", destination.appendingPathComponent("usr/share/man/man1/tintype.1").path],
            environment: ["PATH": "/usr/bin:/bin", "MANWIDTH": "80", "LANG": "C.UTF-8"])
        // then
        #expect(page.status == 0 && page.output.contains("TINTYPE(1)") && page.output.contains("login"), "\(page.output.prefix(500))")
    }

    @Test func testThatBashTakesTheCompletions() throws {
        // given
        _ = try install()
        let completions = destination.appendingPathComponent("usr/share/bash-completion/completions/tintype").path
        // when
        let loaded = try ChildProcess.run(["bash", "-c", "source '\(completions)' && complete -p tintype"])
        // then
        #expect(loaded.status == 0 && loaded.output.contains("_tintype tintype"), "\(loaded.output)")
    }

    @Test func testThatUninstallingTakesAwayExactlyWhatWasInstalled() throws {
        // given
        _ = try install()
        let mine = destination.appendingPathComponent("usr/share/man/man1/other.1")
        try Data("kept".utf8).write(to: mine)
        // when
        let removed = try ChildProcess.run([script, "uninstall", destination.path, "/usr"])
        // then
        #expect(removed.status == 0 && installedFiles() == ["usr/share/man/man1/other.1"])
    }
}
