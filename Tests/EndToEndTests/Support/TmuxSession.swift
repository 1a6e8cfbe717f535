import Foundation
import TestSupport
import Testing

/// A tmux session on a private server socket, running one command in a pane of a fixed size,
/// for driving the real binary as a person would: keys in, screen text out.
final class TmuxSession {
    let socketName: String
    let sessionName = "tintype"

    init(command: String, columns: Int = 100, rows: Int = 30) throws {
        socketName = "tintype-e2e-\(UUID().uuidString.prefix(8))"
        // The first command starts the tmux server, which would hold a captured output open for
        // good; it gets no output to hold.
        try tmux(["new-session", "-d", "-s", sessionName, "-x", String(columns), "-y", String(rows), command], capturing: false)
    }

    /// Hangs up everything in the pane and ends the server. Tests call it in a `defer`, so no
    /// app, shell or tmux server outlives its test.
    func close() {
        let panePid = Int32((try? paneFlag("pane_pid")) ?? "") ?? 0
        let serverPid = Int32((try? paneFlag("pid")) ?? "") ?? 0
        if panePid > 0 {
            kill(-panePid, SIGHUP)
            usleep(200_000)
            // The shell's sleep outlives a hang-up here; nothing in the pane is needed any more.
            kill(-panePid, SIGKILL)
        }
        _ = try? tmux(["kill-server"])
        if serverPid > 0 { kill(serverPid, SIGKILL) }
    }

    /// Types keys as tmux names them ("j", "Enter", "PageDown", "C-c").
    func send(_ keys: String...) throws {
        try tmux(["send-keys", "-t", sessionName] + keys)
    }

    /// Clicks with the left button at a cell counted from 0, as a terminal reports it to a program
    /// that asked for SGR mouse reports: pressed, then let go.
    func click(row: Int, column: Int) throws {
        try sendBytes("\u{1B}[<0;\(column + 1);\(row + 1)M\u{1B}[<0;\(column + 1);\(row + 1)m")
    }

    /// Turns the mouse wheel one notch, down or up, over a cell.
    func turnWheel(down: Bool, row: Int, column: Int) throws {
        try sendBytes("\u{1B}[<\(down ? 65 : 64);\(column + 1);\(row + 1)M")
    }

    /// Writes the bytes to the program as the terminal would, whatever tmux makes of them as keys.
    func sendBytes(_ text: String) throws {
        try tmux(["send-keys", "-t", sessionName, "-H"] + text.utf8.map { String(format: "%02x", $0) })
    }

    /// Pastes text as a terminal does, inside paste brackets when the program asked for them.
    func paste(_ text: String) throws {
        try tmux(["set-buffer", "-b", "e2e-paste", "--", text])
        try tmux(["paste-buffer", "-p", "-d", "-b", "e2e-paste", "-t", sessionName])
    }

    /// The text of the pane now.
    func capture() throws -> String {
        try tmux(["capture-pane", "-p", "-t", sessionName])
    }

    /// The pane now with its colours and attributes as escape sequences, to see what is drawn in colour.
    func captureWithEscapes() throws -> String {
        try tmux(["capture-pane", "-p", "-e", "-t", sessionName])
    }

    /// Sets a tmux option for the whole server (`set-option -g`), as a person's tmux.conf would.
    func setServerOption(_ name: String, _ value: String) throws {
        try tmux(["set-option", "-g", name, value])
    }

    /// The newest paste buffer tmux holds (what a program in the pane put on the clipboard); nil
    /// while it holds none.
    func newestBuffer() -> String? {
        // With no buffer tmux prints nothing (and says why on standard error).
        guard let buffer = try? tmux(["show-buffer"]), !buffer.isEmpty else { return nil }
        return buffer
    }

    func resize(columns: Int, rows: Int) throws {
        try tmux(["resize-window", "-t", sessionName, "-x", String(columns), "-y", String(rows)])
    }

    /// A pane property, such as `alternate_on` (1 while a full-screen program holds the pane).
    func paneFlag(_ name: String) throws -> String {
        try tmux(["display-message", "-p", "-t", sessionName, "#{\(name)}"]).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Captures the pane until the condition holds or the time is up, and returns the last
    /// capture either way: for a wait whose condition may rightly never hold (something that must
    /// not appear, a selection moved one step at a time). A step that must happen uses
    /// `screenShowing`, which fails the test there.
    func poll(upTo timeout: TimeInterval, withEscapes: Bool = false, until condition: (String) -> Bool) async throws -> String {
        let read = withEscapes ? captureWithEscapes : capture
        return try await Polling.value(upTo: timeout, { try read() }, until: condition)
    }

    @discardableResult
    private func tmux(_ arguments: [String], capturing: Bool = true) throws -> String {
        try ChildProcess.run(["tmux", "-L", socketName] + arguments, capturingOutput: capturing).output
    }
}

extension TmuxSession {
    /// Waits until the pane shows what the condition looks for, and fails the test where it is
    /// called, with the screen, when it does not within the time: a step that did not happen is
    /// reported at that step, not at an expectation further on. The deadline is generous because
    /// it costs nothing when the screen comes: a machine busy with a build beside the tests can
    /// take seconds over a step that takes a tenth of one when it is quiet.
    @discardableResult
    func screenShowing(
        timeout: TimeInterval = Polling.patience, withEscapes: Bool = false, sourceLocation: SourceLocation = #_sourceLocation,
        _ condition: (String) -> Bool
    ) async throws -> String {
        let screen = try await poll(upTo: timeout, withEscapes: withEscapes, until: condition)
        guard condition(screen) else {
            Issue.record("the screen never showed it; it was:\n\(Self.withoutBlankRuns(screen))", sourceLocation: sourceLocation)
            return screen
        }
        return try await settled(screen, withEscapes: withEscapes, condition)
    }

    /// The screen once the frame that showed it is written whole. ncurses writes a large frame in
    /// pieces, and a capture between two shows the new frame's first rows over the old one's last
    /// (a form's rules drawn, its last choices not yet). Captured again until two captures a
    /// moment apart agree, or one no longer shows what was waited for (a moment that passed, as
    /// "sending…"): the last capture that showed it is the answer.
    private func settled(_ screen: String, withEscapes: Bool, _ condition: (String) -> Bool) async throws -> String {
        var last = screen
        for _ in 0..<Self.settlingCaptures {
            try await Task.sleep(for: .milliseconds(20))
            let again = try withEscapes ? captureWithEscapes() : capture()
            guard condition(again), again != last else { return last }
            last = again
        }
        return last
    }

    /// Enough for any frame; a screen that never stops changing (a GIF playing) ends the wait here.
    private static let settlingCaptures = 10

    /// The screen with each run of blank lines as one line saying how many: a failure's first
    /// lines, all a short excerpt of a log keeps, then reach the status line.
    static func withoutBlankRuns(_ screen: String) -> String {
        var lines: [String] = []
        var blanks = 0
        for line in screen.split(separator: "\n", omittingEmptySubsequences: false) {
            let trimmed = line.replacing(/\s+$/, with: "")
            if trimmed.isEmpty {
                blanks += 1
                continue
            }
            if blanks > 0 { lines.append("⋮ \(blanks) blank") }
            blanks = 0
            lines.append(String(trimmed))
        }
        if blanks > 0 { lines.append("⋮ \(blanks) blank") }
        return lines.joined(separator: "\n")
    }

    /// Presses the keys, then waits for the screen to show the text: one step of a person's.
    @discardableResult
    func press(_ keys: String..., thenShowing text: String, sourceLocation: SourceLocation = #_sourceLocation) async throws -> String {
        try tmux(["send-keys", "-t", sessionName] + keys)
        return try await screenShowing(sourceLocation: sourceLocation) { $0.contains(text) }
    }
}
