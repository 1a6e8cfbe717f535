import TerminalUI

/// Keys that do one thing, as a module declares them: what the keys are, how the help names
/// them, and what they do.
public struct KeyBinding<Action: Sendable>: Sendable {
    public var keys: [KeyEvent]
    /// How the help writes the keys: "j / ↓".
    public var label: String
    public var summary: String
    public var action: Action

    public init(_ keys: [KeyEvent], _ label: String, _ summary: String, _ action: Action) {
        self.keys = keys
        self.label = label
        self.summary = summary
        self.action = action
    }
}
