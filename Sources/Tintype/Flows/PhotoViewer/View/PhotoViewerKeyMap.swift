import Localisation
import TerminalUI

/// Module is responsible for a post's photos one at a time, as large as the terminal allows.
///
/// The module's keys, declared once: the view dispatches through them and the help lists them.
enum PhotoViewerKeyMap {
    enum Action: Sendable {
        case photo(Int)
        /// A video: seconds on or back; a photo: the next or the one before.
        case step(Int)
        case playPause, openOriginal, reveal, help, back
    }

    /// The keys as declared, before the configuration file has its say.
    static let declared = KeyMap<Action>([
        KeyBinding([.character("]"), .character("l")], "] / l", Strings.keysNextPhoto, .photo(1)),
        KeyBinding([.character("["), .character("h")], "[ / h", Strings.keysPreviousPhoto, .photo(-1)),
        KeyBinding([.right], "→", Strings.keysPhotoViewerStepOn, .step(1)),
        KeyBinding([.left], "←", Strings.keysPhotoViewerStepBack, .step(-1)),
        KeyBinding([.character(" ")], "Space", Strings.keysPhotoViewerPlayPause, .playPause),
        KeyBinding([.character("o")], "o", Strings.keysOpenOriginal, .openOriginal),
        KeyBinding([.character("s")], "s", Strings.keysPhotoViewerReveal, .reveal),
        KeyBinding([.character("?")], "?", Strings.keysShowHelp, .help),
        KeyBinding([.escape, .character("q"), .backspace, .character("z")], "Esc / q / ⌫ / z", Strings.keysPhotoViewerBack, .back),
    ])

    /// The keys in force: the declared ones, with the configuration file's `[keys.photo]` on top.
    static let keyMap = declared.configured("photo")
}
