import Localisation
import TerminalUI

/// Module is responsible for a mute or a report of an account: for how long, or why, with a word for the moderators.
///
/// The form's keys. A report's comment takes every letter, so the letters act only on a mute's
/// form; the arrows, Tab, Ctrl-O, Enter and Esc act on both.
enum SafetyFormKeyMap {
    enum Action: Sendable {
        case next, previous, option, confirm, help, back
    }

    /// The keys as declared, before the configuration file has its say.
    static let declared = KeyMap<Action>([
        KeyBinding([.down, .tab, .character("j")], "↓ / Tab", Strings.keysSafetyFormNext, .next),
        KeyBinding([.up, .backTab, .character("k")], "↑ / Shift-Tab", Strings.keysSafetyFormPrevious, .previous),
        KeyBinding([.control("o")], "Ctrl-O", Strings.keysSafetyFormOption, .option),
        KeyBinding([.enter], "Enter", Strings.keysSafetyFormConfirm, .confirm),
        KeyBinding([.character("?")], "?", Strings.keysShowHelp, .help),
        KeyBinding([.escape, .character("q")], "Esc", Strings.keysSafetyFormCancel, .back),
    ])

    /// The keys in force: the declared ones, with the configuration file's `[keys.safety_form]` on top.
    static let keyMap = declared.configured("safety_form", takingEveryKey: true)
}
