import Imaging
import TextBasics

/// One block of a post in full, with its strings ready to draw.
enum PostDetailCellObject: Equatable, Sendable {
    /// "Grace Hopper", "@grace · 2h · everyone", the age a link to the post's own page where it has one.
    case header(name: String, details: String, ageLink: TextLink?)
    /// The warning, and whether the caption under it is shown.
    case contentWarning(text: String, hint: String)
    /// The whole caption, with its blank lines, and the links in it.
    case caption(String, links: [TextLink])
    /// Under a caption in my language: which language it was in, who translated it, how to go back.
    case translationNote(String)
    /// Its poll, the options numbered.
    case poll(PollCellObject)
    /// The post it quotes, and the hint that opens it where it is shown.
    case quote(QuoteCardObject, hint: String?)
    /// "Photo 2/3 · ←/→", the picture (the photo, or its likeness while it loads or while it is
    /// sensitive), a line about it when there is one, the alt text or the lack of it, and the
    /// photo's width over height where it is known (else it is kept in a square).
    case media(label: String, picture: PixelImage?, note: String?, altText: String, aspectRatio: Double? = nil)
    /// "♥ 12 likes · ↩ 3 comments · ↻ 1 boost".
    case counts(String, isLiked: Bool)
}
