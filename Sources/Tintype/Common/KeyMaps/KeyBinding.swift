import TerminalUI

/// Keys that do one thing, as a module declares them: what the keys are, how the help names
/// them, and what they do.
public struct KeyBinding<Action: Sendable>: Sendable {
    public var keys: [KeyEvent]
    /// How the help writes the keys: "j / ↓".
    public var label: String
    public var action: Action
    /// What the keys do, worded when it is read: a key map is made once, the help is drawn in
    /// the language in force when it is shown.
    public var summary: String { word() }
    private let word: @Sendable () -> String

    public init(_ keys: [KeyEvent], _ label: String, _ summary: @autoclosure @escaping @Sendable () -> String, _ action: Action) {
        self.keys = keys
        self.label = label
        self.word = summary
        self.action = action
    }
}
