/// The rows (or tiles) a list drew last, told to its host once each time they change, so what
/// the host fetches for them is drawn on the next turn rather than lost in this one.
struct VisibleRange {
    private(set) var drawn: Range<Int> = 0..<0
    private var reported: Range<Int>?

    mutating func record(_ range: Range<Int>) {
        drawn = range
    }

    /// Other rows took the places drawn (a post arrived on top, a folder was opened): the rows
    /// drawn next are told even where their places are the same.
    mutating func rowsChanged() {
        reported = nil
    }

    /// The rows drawn, when they changed since the last call; else nil.
    mutating func takeChange() -> Range<Int>? {
        guard drawn != reported else { return nil }
        reported = drawn
        return drawn
    }
}
