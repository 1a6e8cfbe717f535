import TextBasics

/// One comment of the thread, with its strings ready to draw.
struct CommentCellObject: Identifiable, Equatable, Sendable {
    var id: String { commentId }
    enum Tone: Equatable, Sendable {
        case sent, sending, notSent
    }

    let commentId: String
    /// How many steps in it is indented.
    let depth: Int
    /// "Grace Hopper", or "You" for a comment still on its way.
    let author: String
    /// "@grace · 2h".
    let details: String
    let text: String
    /// The links in the text.
    var links: [TextLink] = []
    /// "♥ 3", "sending…", "not sent: … · r retries · x discards".
    let footer: String
    let tone: Tone
}
