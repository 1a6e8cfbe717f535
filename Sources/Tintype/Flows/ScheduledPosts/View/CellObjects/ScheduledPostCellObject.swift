/// One scheduled post with every string ready to draw.
struct ScheduledPostCellObject: Identifiable, Equatable, Sendable {
    var id: String
    /// "2026-12-24 09:00 · in 3d".
    var when: String
    /// Its first line, or its warning.
    var words: String
    /// "2 photos · a poll · a reply", or empty.
    var carries: String
}
