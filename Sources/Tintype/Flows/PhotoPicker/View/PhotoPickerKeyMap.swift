import Localisation
import TerminalUI

/// Module is responsible for the pictures in a folder with their thumbnails, to add one to a post.
///
/// The module's keys, declared once: the view dispatches through them and the help lists them.
/// As in a file manager, the keys that go back elsewhere go up a folder here; Esc closes.
enum PhotoPickerKeyMap {
    enum Action: Sendable {
        case list(ListAction)
        case open, up, help, back
    }

    /// The keys as declared, before the configuration file has its say.
    static let declared =
        ListKeyMap.keyMap(rows: .pictures, lastLoads: false).mapActions(Action.list)
        + KeyMap([
            KeyBinding([.enter, .character("l"), .right], "Enter / l / →", Strings.keysPhotoPickerOpen, .open),
            KeyBinding([.backspace, .character("h"), .left, .character("-")], "⌫ / h / ← / -", Strings.keysPhotoPickerUp, .up),
            KeyBinding([.character("?")], "?", Strings.keysShowHelp, .help),
            KeyBinding([.escape, .character("q")], "Esc / q", Strings.keysPhotoPickerClose, .back),
        ])

    /// The keys in force: the declared ones, with the configuration file's `[keys.picker]` on top.
    static let keyMap = declared.configured("picker")
}
