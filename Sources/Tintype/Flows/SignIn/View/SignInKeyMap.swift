import Localisation
import TerminalUI

/// Module is responsible for signing in to an instance, when Tintype has no account yet.
///
/// The module's keys, declared once: the view dispatches through them and the help lists them.
/// While a field is shown, every key but these is text.
enum SignInKeyMap {
    enum Action: Sendable {
        case submit, back, openPage
    }

    static let fieldKeys = KeyMap<Action>([
        KeyBinding([.enter], "Enter", Strings.keysSignInSubmit, .submit),
        KeyBinding([.escape], "Esc", Strings.keysSignInBack, .back),
    ])

    static let waitingKeys = KeyMap<Action>([
        KeyBinding([.character("o")], "o", Strings.keysSignInOpenPage, .openPage),
        KeyBinding([.escape, .character("q"), .backspace], "Esc / q", Strings.keysSignInGiveUp, .back),
    ])
}
