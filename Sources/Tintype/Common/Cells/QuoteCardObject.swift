/// A quoted post inside a post, with every string ready to draw.
package struct QuoteCardObject: Equatable, Sendable {
    /// "Grace Hopper"; nil where the quoted post is not shown, and `text` says why.
    package var authorName: String?
    /// "@grace · 2h".
    package var details = ""
    /// Its caption, its content warning, or why it is not shown.
    package var text: String
    /// `text` is a warning or a reason rather than the caption.
    package var isNote = false
    /// "▣ 1 photo", or nil for a post with none.
    package var mediaSummary: String?
    /// Said where the quoted post quotes another in turn, which is not drawn.
    package var more: String?
}
