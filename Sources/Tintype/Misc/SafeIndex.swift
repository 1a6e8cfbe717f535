extension Array {
    /// The element at `index`, or nil when the index is out of range: a row picked in a list that
    /// changed meanwhile.
    subscript(safe index: Int) -> Element? {
        indices.contains(index) ? self[index] : nil
    }
}
