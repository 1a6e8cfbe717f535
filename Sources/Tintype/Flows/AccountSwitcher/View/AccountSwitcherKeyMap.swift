/// Module is responsible for choosing which signed-in account the app shows, or signing in to another.
///
/// The module's keys, declared once: the view dispatches through them and the help lists them.
enum AccountSwitcherKeyMap {
    enum Action: Sendable {
        case help, back, down, up, choose
    }

    static let keyMap = KeyMap<Action>([
        KeyBinding([.character("j"), .down], "j / ↓", "next account", .down),
        KeyBinding([.character("k"), .up], "k / ↑", "previous account", .up),
        KeyBinding([.enter], "Enter", "show that account, or sign in to another", .choose),
        KeyBinding([.character("?")], "?", "show or hide these keys", .help),
        KeyBinding([.escape, .character("h"), .character("q"), .backspace, .left], "Esc / h / q / ⌫", "back", .back),
    ])
}
