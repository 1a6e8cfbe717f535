import TerminalUI

/// Whether a key is the same as the one pressed before it, for questions a second press answers
/// ("b again boosts"): however slowly it comes, as long as no other key came between.
struct KeyRepeat {
    private var previousKey: KeyEvent?

    /// Whether this key repeats the last one pressed; it becomes the last one. A resize or a code
    /// the terminal sent unasked is not a press: it leaves a question open.
    mutating func isRepeat(_ key: KeyEvent) -> Bool {
        let isRepeated = key == previousKey
        switch key {
        case .resize, .unknown: break
        default: previousKey = key
        }
        return isRepeated
    }

    /// A key another part took: whatever comes next is a first press.
    mutating func forget() {
        previousKey = nil
    }
}
