import TerminalUI
import Tintype
import TintypeApp

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The command line's only way to the terminal: every line is made terminal-safe first. A closed
/// pipe (`| head`) ends the output quietly: there is no one left to tell.
enum TerminalWriter {
    /// Writes to standard output, ending with a newline unless told otherwise.
    static func write(_ text: String, terminator: String = "\n") {
        DescriptorWriting.writeAll(Array((CommandOutput.terminalSafe(text) + terminator).utf8), to: STDOUT_FILENO)
    }

    /// Writes one line to standard error.
    static func writeError(_ line: String) {
        DescriptorWriting.writeAll(Array((CommandOutput.terminalSafe(line) + "\n").utf8), to: STDERR_FILENO)
    }

    /// Writes a picture's bytes as they are: escape sequences this program made, and nothing
    /// from a server, so they are not cleaned like text.
    static func writePicture(_ bytes: [UInt8]) {
        DescriptorWriting.writeAll(bytes, to: STDOUT_FILENO)
    }

    /// Whether standard output is a terminal someone watches, not a file or a pipe.
    static var isTerminal: Bool { isatty(STDOUT_FILENO) == 1 }

    /// Runs `body` with the cursor out of sight where `hiding`, showing it again after, also when
    /// Ctrl-C ends the program meanwhile.
    static func withCursorHidden<Value>(if hiding: Bool, _ body: () throws -> Value) rethrows -> Value {
        guard hiding else { return try body() }
        writePicture(Array("\u{1B}[?25l".utf8))
        signal(SIGINT, showCursorAndEnd)
        defer {
            signal(SIGINT, SIG_DFL)
            writePicture(Array("\u{1B}[?25h".utf8))
        }
        return try body()
    }

    /// The terminal's size, or 80 x 24 when standard output is not one.
    static func terminalSize() -> (columns: Int, rows: Int) {
        var size = winsize()
        guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0, size.ws_row > 0 else { return (80, 24) }
        return (Int(size.ws_col), Int(size.ws_row))
    }
}

/// What Ctrl-C does while the cursor is hidden: shows it again, then ends as Ctrl-C would.
private func showCursorAndEnd(_ signal: Int32) {
    let show: StaticString = "\u{1B}[?25h\n"
    _ = write(STDOUT_FILENO, show.utf8Start, show.utf8CodeUnitCount)
    _exit(128 + signal)
}
