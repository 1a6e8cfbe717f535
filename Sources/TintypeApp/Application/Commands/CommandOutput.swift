import TextBasics
import Tintype

/// What a command writes to the terminal, cleaned as the screen cleans what it draws: ids, URLs,
/// names and server messages all come from a server, and the JSON encoder leaves C1 controls and
/// bidirectional overrides as they are. Lines are kept; nothing is cut. The library never writes
/// to the terminal itself: the command line target does, with this.
public enum CommandOutput {
    public static func terminalSafe(_ text: String) -> String {
        TextSanitizer.clean(text, maximumLength: .max)
    }
}
