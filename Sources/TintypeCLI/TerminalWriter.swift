import Foundation
import Tintype

/// The command line's only way to the terminal: every line is made terminal-safe first.
enum TerminalWriter {
    /// Writes to standard output, ending with a newline unless told otherwise.
    static func write(_ text: String, terminator: String = "\n") {
        FileHandle.standardOutput.write(Data((CommandOutput.terminalSafe(text) + terminator).utf8))
    }

    /// Writes one line to standard error.
    static func writeError(_ line: String) {
        FileHandle.standardError.write(Data((CommandOutput.terminalSafe(line) + "\n").utf8))
    }
}
