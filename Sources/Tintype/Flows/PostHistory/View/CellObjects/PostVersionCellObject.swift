/// One version of a post with every string ready to draw.
struct PostVersionCellObject: Identifiable, Equatable, Sendable {
    /// Its place in the history, newest first.
    var id: String
    /// "as it is now · edited 5m", "edited 2h", "as posted · 1d".
    var heading: String
    var caption: String
    /// "CW: spoilers", shown above the caption.
    var contentWarning: String?
    /// "photos marked sensitive", where they were.
    var sensitivity: String?
    /// "alt, photo 1: a cat asleep", one per photo with an alt text.
    var altTexts: [String]
}
