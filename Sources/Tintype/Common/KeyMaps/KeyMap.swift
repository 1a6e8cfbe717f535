import TerminalUI

/// A module's keys, declared once: the view dispatches through it and the help overlay is drawn
/// from it, so the two cannot disagree.
public struct KeyMap<Action: Sendable>: Sendable {
    public var bindings: [KeyBinding<Action>]

    public init(_ bindings: [KeyBinding<Action>]) {
        self.bindings = bindings
    }

    /// What the key does here, or nil when it is not one of this module's keys.
    public func action(for key: KeyEvent) -> Action? {
        bindings.first { $0.keys.contains(key) }?.action
    }

    /// One line of help a binding, in the order they were declared. Bindings without a label
    /// (the same action under another key) stay out of the help.
    public var helpEntries: [KeyHelpEntry] {
        bindings.filter { !$0.label.isEmpty }.map { KeyHelpEntry(keys: $0.label, action: $0.summary) }
    }

    /// Every key bound here, to anything.
    public var keys: Set<KeyEvent> {
        Set(bindings.flatMap(\.keys))
    }

    /// The same keys doing the actions of another kind, such as a list's inside a module's.
    public func mapActions<Other: Sendable>(_ transform: (Action) -> Other) -> KeyMap<Other> {
        KeyMap<Other>(bindings.map { KeyBinding($0.keys, $0.label, $0.summary, transform($0.action)) })
    }

    /// The bindings of both maps, the first map's winning where both bind a key.
    public static func + (lhs: KeyMap, rhs: KeyMap) -> KeyMap {
        KeyMap(lhs.bindings + rhs.bindings)
    }
}
