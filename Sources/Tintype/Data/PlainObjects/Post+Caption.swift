extension Post {
    /// The caption's first line, where a row or a form names the post in a few words.
    public var captionFirstLine: String {
        caption.split(whereSeparator: \.isNewline).first.map(String.init) ?? ""
    }
}
