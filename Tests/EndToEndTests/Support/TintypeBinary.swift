import Foundation
import TestSupport

/// The built `tintype` executable and a home of its own for each test run.
struct TintypeBinary {
    let path: String
    let home: URL

    init() throws {
        path =
            ProcessInfo.processInfo.environment["TINTYPE_BIN"]
            ?? DemoServer.packageRoot.appendingPathComponent(".build/debug/tintype").path
        guard FileManager.default.isExecutableFile(atPath: path) else {
            throw CocoaError(.fileNoSuchFile, userInfo: [NSFilePathErrorKey: path])
        }
        home = TestFolders.unique("tintype-e2e-home")
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
    }

    /// The environment of a fresh user: XDG folders inside the test's home.
    var environment: [String: String] {
        [
            "HOME": home.path,
            "XDG_CACHE_HOME": home.appendingPathComponent("cache").path,
            "XDG_STATE_HOME": home.appendingPathComponent("state").path,
            "XDG_CONFIG_HOME": home.appendingPathComponent("config").path,
            "TERM": "xterm-256color",
            "LANG": "C.UTF-8",
            // After a crash the Swift runtime takes seconds to print a backtrace, then waits for a
            // key; the crash tests look at what the app's own handler left, so it is off here.
            "SWIFT_BACKTRACE": "enable=no",
        ]
    }

    /// A shell line that runs tintype, then prints its exit status and the terminal's modes, so a
    /// test can check the terminal was given back as it was.
    func shellLine(instance: String, token: String, adding extra: [String: String] = [:]) -> String {
        // Joined with `=`: a token may begin with a dash, which as an argument of its own reads as an option.
        shellLine(arguments: ["--instance", instance, "--token=\(token)"], adding: extra)
    }

    /// The same with these arguments alone: as a person signed in runs it, with no token given.
    /// `launcher` runs tintype in its turn (a terminal of the test's own between tmux and the app).
    func shellLine(arguments: [String], adding extra: [String: String] = [:], through launcher: [String] = []) -> String {
        let variables = environment.merging(extra) { $1 }.map { "\($0.key)='\($0.value)'" }.sorted().joined(separator: " ")
        // swift test sets NO_COLOR for what it runs, and tmux passes it on: a fresh user has none.
        let unset = (extra["NO_COLOR"] == nil ? "-u NO_COLOR " : "") + (extra["BROWSER"] == nil ? "-u BROWSER -u DISPLAY " : "")
        let quoted = (launcher + [path] + arguments).map { "'\($0)'" }.joined(separator: " ")
        // An app killed in the middle of a write leaves an escape sequence or a character half
        // written, which would swallow the start of what follows: CAN ends either, but for a DCS
        // (the picture questions asked through tmux), which tmux ends at ST alone. Killed while
        // ncurses scrolled part of the screen, it leaves a scroll region, out of which the lines
        // after the status would scroll it: the region is reset, the cursor kept where it was.
        return "env \(unset)\(variables) \(quoted); "
            + "status=$?; printf '\\030\\033\\\\\\0337\\033[r\\0338\\n'; echo \"EXITED $status\"; stty -a | tr ' ' '\\n' | grep -E '^-?(icanon|echo)$' | tr '\\n' ' '; echo; sleep 600"
    }

    /// Runs a tintype subcommand to completion, returning its standard output.
    @discardableResult
    func run(_ arguments: [String], instance: String, token: String) throws -> String {
        let result = try runForStatus(arguments, instance: instance, token: token)
        guard result.status == 0 else {
            let message = "tintype \(arguments) exited with \(result.status): \(result.errors)"
            throw CocoaError(.executableLoad, userInfo: [NSLocalizedDescriptionKey: message])
        }
        return result.output
    }

    /// Runs a tintype subcommand as the signed-in person, with no account options; standard output only.
    func runSignedIn(_ arguments: [String]) throws -> ChildProcess.Result {
        try ChildProcess.run([path] + arguments, environment: environment.merging(["PATH": "/usr/bin:/bin"]) { $1 })
    }

    /// The tokens of the signed-in accounts, as the account book keeps them (after the file
    /// cache's 17-byte header, the book is JSON in a versioned envelope).
    func signedInTokens() -> [String: String] {
        let file = home.appendingPathComponent("config/tintype/accounts/signed-in.cache")
        guard let data = FileManager.default.contents(atPath: file.path), data.count > 17,
            let envelope = try? JSONSerialization.jsonObject(with: data.dropFirst(17)) as? [String: Any],
            let book = envelope["record"] as? [String: Any], let accounts = book["accounts"] as? [[String: Any]]
        else { return [:] }
        return Dictionary(
            accounts.compactMap { account in
                (account["username"] as? String).flatMap { name in (account["token"] as? String).map { (name, $0) } }
            }, uniquingKeysWith: { first, _ in first })
    }

    /// The last lines of the app's log: a failure says what the app saw (a picture that did not
    /// come, a request refused) beside what the screen showed.
    func logTail(lines: Int = 4) -> String {
        let file = home.appendingPathComponent("state/tintype/tintype.log")
        guard let text = try? String(contentsOf: file, encoding: .utf8) else { return "(no log)" }
        return text.split(separator: "\n").suffix(lines).joined(separator: "\n")
    }

    /// Runs a tintype subcommand to completion, whatever its exit status; standard output only.
    func runForStatus(_ arguments: [String], instance: String, token: String) throws -> ChildProcess.Result {
        try ChildProcess.run(
            [path] + arguments + ["--instance", instance, "--token=\(token)"],
            environment: environment.merging(["PATH": "/usr/bin:/bin"]) { $1 })
    }

    /// The ids of this binary's processes talking to an instance, found in /proc, for a test that
    /// kills the app as a crash would.
    func processIds(instance: String) -> [pid_t] {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return entries.compactMap { entry in
            guard let pid = pid_t(entry),
                let raw = FileManager.default.contents(atPath: "/proc/\(entry)/cmdline")
            else { return nil }
            let arguments = raw.split(separator: 0).map { String(decoding: $0, as: UTF8.self) }
            return arguments.first == path && arguments.contains(instance) ? pid : nil
        }
    }

    /// Writes this user's configuration file.
    func writeConfiguration(_ text: String) throws {
        let folder = home.appendingPathComponent("config/tintype")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try text.write(to: folder.appendingPathComponent("config.toml"), atomically: true, encoding: .utf8)
    }

    /// The files waiting in this user's outbox, for any account.
    /// The items in any account's outbox, wherever the state folder files it.
    func outboxFiles() -> [URL] {
        stateFiles(under: "outbox")
    }

    /// The drafts the app keeps, for every account.
    func draftFiles() -> [URL] {
        stateFiles(under: "drafts")
    }

    private func stateFiles(under folder: String) -> [URL] {
        let state = home.appendingPathComponent("state/tintype")
        let files = FileManager.default.enumerator(atPath: state.path)?.allObjects as? [String] ?? []
        // A file being written atomically is a temporary one beside it until it is renamed.
        return files.filter { $0.contains("/\(folder)/") && $0.hasSuffix(".cache") && !$0.contains("/.tmp-") }
            .map { state.appendingPathComponent($0) }
    }
}
