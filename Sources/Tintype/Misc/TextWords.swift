extension String {
    /// The text as its words: servers rewrite spacing and line breaks when they render a text
    /// they were sent, and the words are what stays the same.
    package var words: [Substring] {
        split(whereSeparator: { $0.isWhitespace })
    }
}
