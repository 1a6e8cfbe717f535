import Foundation
import MastodonAPI

/// What a command writes to the terminal, cleaned as the screen cleans what it draws: ids, URLs,
/// names and server messages all come from a server, and the JSON encoder leaves C1 controls and
/// bidirectional overrides as they are. Lines are kept; nothing is cut.
public enum CommandOutput {
    public static func terminalSafe(_ text: String) -> String {
        TextSanitizer.clean(text, maximumLength: .max)
    }

    /// Writes to standard output.
    public static func print(_ text: String, terminator: String = "\n") {
        Swift.print(terminalSafe(text), terminator: terminator)
    }

    /// Writes one line to standard error.
    public static func printError(_ line: String) {
        FileHandle.standardError.write(Data((terminalSafe(line) + "\n").utf8))
    }
}
