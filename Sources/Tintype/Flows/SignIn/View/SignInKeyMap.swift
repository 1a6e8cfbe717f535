/// Module is responsible for signing in to an instance, when Tintype has no account yet.
///
/// The module's keys, declared once: the view dispatches through them and the help lists them.
/// While a field is shown, every key but these is text.
enum SignInKeyMap {
    enum Action: Sendable {
        case submit, back, openPage
    }

    static let fieldKeys = KeyMap<Action>([
        KeyBinding([.enter], "Enter", "go on", .submit),
        KeyBinding([.escape], "Esc", "back; on the first step, quit", .back),
    ])

    static let waitingKeys = KeyMap<Action>([
        KeyBinding([.character("o")], "o", "open the page in the browser again", .openPage),
        KeyBinding([.escape, .character("q"), .backspace], "Esc / q", "give this sign-in up", .back),
    ])
}
