import Foundation
import TestSupport
import Testing

/// A real terminal emulator that draws pictures (xterm as a VT340 with sixel, or kitty), running
/// a command on a virtual display, for tests that look at the pixels a person would see: keys go
/// in through the X server (xterm) or kitty's remote control, screenshots come out.
final class PictureTerminal {
    enum Kind {
        case xtermSixel
        case kitty
    }

    let kind: Kind
    let columns: Int
    let rows: Int
    private let display: VirtualDisplay
    private var emulator = Process()
    private let title = "tintype-e2e-\(UUID().uuidString.prefix(8))"
    private let controlSocket = FileManager.default.temporaryDirectory.appendingPathComponent(
        "tintype-kitty-\(UUID().uuidString.prefix(8))")
    /// What the emulator says on standard error: the reason, when it ends before its window.
    private let emulatorLog = FileManager.default.temporaryDirectory.appendingPathComponent(
        "tintype-terminal-\(UUID().uuidString.prefix(8)).log")
    private var window = ""

    init(_ kind: Kind, command: String, columns: Int = 110, rows: Int = 36) throws {
        self.kind = kind
        self.columns = columns
        self.rows = rows
        display = try VirtualDisplay()
        // kitty on a display of its own now and then ends at once with status 1 on a busy machine,
        // before any window: that is the emulator's start, not what a test looks at, so it is
        // started again, twice at the most.
        for _ in 0..<3 where window.isEmpty {
            do {
                try start(command: command)
            } catch {
                close()
                throw error
            }
            waitForWindow()
            if window.isEmpty, emulator.isRunning { break }
        }
        guard !window.isEmpty else {
            // Nothing of a test that cannot start may outlive it: the emulator and its display go.
            let ended = emulator.isRunning ? "" : " (it exited with \(emulator.terminationStatus))"
            let said = (try? String(contentsOf: emulatorLog, encoding: .utf8)).map { $0.suffix(600) } ?? ""
            close()
            throw CocoaError(.executableLoad, userInfo: [NSLocalizedDescriptionKey: "no \(kind) window appeared\(ended): \(said)"])
        }
    }

    private func start(command: String) throws {
        emulator = Process()
        var environment = ProcessInfo.processInfo.environment.merging(display.environment) { $1 }
        environment["NO_COLOR"] = nil
        switch kind {
        case .xtermSixel:
            emulator.executableURL = URL(fileURLWithPath: "/usr/bin/xterm")
            emulator.arguments = [
                "-ti", "vt340", "-xrm", "XTerm*decTerminalID: vt340", "-xrm", "XTerm*numColorRegisters: 256", "-xrm",
                "XTerm*allowSendEvents: true", "-fa", "DejaVu Sans Mono", "-fs", "9", "-geometry", "\(columns)x\(rows)+0+0", "-title",
                title,
                "-e", "sh", "-c", command,
            ]
        case .kitty:
            emulator.executableURL = URL(fileURLWithPath: "/usr/bin/kitty")
            environment["LIBGL_ALWAYS_SOFTWARE"] = "1"
            try? FileManager.default.removeItem(at: controlSocket)
            emulator.arguments = [
                "--title", title, "-o", "font_size=9", "-o", "allow_remote_control=yes", "-o", "remember_window_size=no",
                "-o", "initial_window_width=\(columns)c", "-o", "initial_window_height=\(rows)c", "-o", "window_padding_width=0",
                "-o", "placement_strategy=top-left", "--listen-on", "unix:\(controlSocket.path)", "sh", "-c", command,
            ]
        }
        emulator.environment = environment
        emulator.standardOutput = FileHandle.nullDevice
        FileManager.default.createFile(atPath: emulatorLog.path, contents: nil)
        emulator.standardError = try FileHandle(forWritingTo: emulatorLog)
        try emulator.run()
    }

    /// Until the emulator's window is on the display, or the emulator ended.
    private func waitForWindow() {
        // kitty drawing in software can take half a minute to open its first window on a busy machine.
        let deadline = Date().addingTimeInterval(60)
        while window.isEmpty, Date() < deadline, emulator.isRunning {
            window = (try? display.run(["xdotool", "search", "--name", title]))?.split(separator: "\n").first.map(String.init) ?? ""
            if window.isEmpty { usleep(100_000) }
        }
    }

    /// Types keys by their X names ("j", "Return", "question", "Escape").
    func send(_ keys: String...) throws {
        for key in keys {
            switch kind {
            case .xtermSixel:
                try display.run(["xdotool", "key", "--window", window, key])
            case .kitty:
                try display.run(["kitty", "@", "--to", "unix:\(controlSocket.path)", "send-text", Self.text(ofKey: key)])
            }
        }
    }

    /// What a key sends, in kitty's `send-text` escapes.
    private static func text(ofKey key: String) -> String {
        switch key {
        case "Return": return "\\r"
        case "Escape": return "\\x1b"
        case "question": return "?"
        default: return key
        }
    }

    func screenshot() throws -> WindowShot {
        try WindowShot(xwd: display.dump(window: window), columns: columns, rows: rows, border: kind == .kitty ? 0 : 2)
    }

    /// Takes screenshots until one satisfies the condition, and fails the test where it is called
    /// when none does within the time.
    @discardableResult
    func screenShowing(
        timeout: TimeInterval = Polling.patience, sourceLocation: SourceLocation = #_sourceLocation, _ condition: (WindowShot) -> Bool
    ) async throws -> WindowShot {
        // A window not yet mapped gives no screenshot: that is "not yet", as a screen not yet drawn.
        let shot = try await Polling.value(
            upTo: timeout, every: .milliseconds(200), { try? screenshot() }, until: { $0.map(condition) ?? false })
        let last = try shot ?? screenshot()
        let held = condition(last)
        if !held { saveForLooking(last) }
        #expect(held, "the screen never showed it; \(last.allPhotoCells) cells held photo pixels", sourceLocation: sourceLocation)
        return last
    }

    /// A screenshot that failed a test, as a PPM file a person can open, named in the log.
    private func saveForLooking(_ shot: WindowShot) {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("tintype-e2e-\(kind)-\(UUID().uuidString.prefix(8)).ppm")
        let header = Array("P6\n\(shot.image.width) \(shot.image.height)\n255\n".utf8)
        try? Data(header + shot.image.bytes).write(to: file)
        print("the failing screen is in \(file.path)")
    }

    func close() {
        if emulator.isRunning { kill(emulator.processIdentifier, SIGKILL) }
        // A process that never started has nothing to wait for.
        if emulator.processIdentifier != 0 { emulator.waitUntilExit() }
        display.close()
        try? FileManager.default.removeItem(at: controlSocket)
        try? FileManager.default.removeItem(at: emulatorLog)
    }
}
