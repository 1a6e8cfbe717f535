import TerminalUI

/// Keys typed between asking for the box and its coming (its draft is read from disk first).
/// They are the box's, as every key is once it is open, and go into it in order when it comes,
/// so a word typed at once is not taken for commands ("q" would leave, "l" would like).
struct KeysAwaitingComposer {
    /// A paste's worth; beyond it a key is dropped rather than held without end.
    static let capacity = 65_536

    private(set) var isAwaiting: Bool
    private var keys: [KeyEvent] = []

    init(isAwaiting: Bool = false) {
        self.isAwaiting = isAwaiting
    }

    mutating func startAwaiting() {
        isAwaiting = true
    }

    mutating func hold(_ key: KeyEvent) {
        guard keys.count < Self.capacity else { return }
        keys.append(key)
    }

    /// The box came, or will not: the keys held for it, oldest first.
    mutating func release() -> [KeyEvent] {
        isAwaiting = false
        defer { keys = [] }
        return keys
    }
}
