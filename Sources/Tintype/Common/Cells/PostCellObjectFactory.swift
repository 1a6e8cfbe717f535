import FoundationEssentials
import Imaging
import Localisation

/// Turns posts into feed cell objects: ages, counts and summaries formatted once, here.
package struct PostCellObjectFactory {
    package init() {}

    /// A list row shows this many of a poll's options; the post shows more.
    static let maximumPollOptions = 4

    /// `thumbnails` by post id, for a list that shows them; nil for one that does not.
    /// `largePhotos` by post id, for a list that shows each photo large (the thumbnail stands in
    /// while a photo loads); nil for compact rows.
    func cellObjects(
        for posts: [Post], now: Date, thumbnails: [String: PixelImage]? = nil, largePhotos: [String: PixelImage]? = nil
    ) -> [PostCellObject] {
        let formatter = RelativeTimeFormatter(now: now)
        return posts.map { post in
            var object = cellObject(for: post, formatter: formatter, thumbnails: thumbnails)
            if let largePhotos, post.filterTitle == nil, let first = post.media.first, first.thumbnailAddress != nil {
                object.largePhoto = PostCellObject.LargePhoto(
                    picture: largePhotos[post.id] ?? thumbnails?[post.id], aspectRatio: first.aspectRatio)
            }
            return object
        }
    }

    private func cellObject(for post: Post, formatter: RelativeTimeFormatter, thumbnails: [String: PixelImage]?) -> PostCellObject {
        var object = PostCellObject(
            postId: post.id,
            authorName: post.author.displayName,
            authorHandle: post.author.handle.isEmpty ? "" : "@" + post.author.handle,
            age: formatter.string(for: post.createdAt),
            caption: post.translation?.caption ?? post.caption,
            translationNote: post.translation.map { Strings.translationNoteShort($0.sourceLanguage) },
            contentWarning: Self.warning(for: post),
            mediaSummary: mediaSummary(for: post.media),
            mediaMoves: post.media.first?.moves ?? false,
            mediaCount: post.media.count,
            altText: post.filterTitle == nil ? post.media.first?.altText.map { Strings.alt(oneLine($0)) } : nil,
            likes: CountFormatter.string(for: post.likesCount),
            comments: CountFormatter.string(for: post.commentsCount),
            isLiked: post.isLiked,
            isBoosted: post.isBoosted,
            isSaved: post.isSaved,
            boostLine: post.boostedBy.map { Strings.boostedBy($0.displayName) },
            // A post a filter warns about shows no picture until it is opened.
            hasThumbnail: thumbnails != nil && post.filterTitle == nil && post.media.first?.thumbnailAddress != nil,
            thumbnail: post.filterTitle == nil ? thumbnails?[post.id] : nil,
            poll: post.poll.map {
                PollCellObjectFactory().cellObject(for: $0, now: formatter.now, maximumOptions: Self.maximumPollOptions)
            },
            quote: post.quote.map { quoteCard(for: $0, formatter: formatter) }
        )
        object.captionLinks = post.captionLinks
        switch post.delivery {
        case .sent: break
        case .sending:
            object.deliveryNote = Strings.sending
        case .notSent(let reason):
            object.deliveryNote = Strings.postNotSent
            object.refusal = Strings.postNotSentInList(reason)
        }
        return object
    }

    /// What stands in for the caption until the post is opened: a filter of mine that matched it,
    /// or its author's content warning.
    static func warning(for post: Post) -> String? {
        if let title = post.filterTitle { return Strings.filteredPost(title) }
        return post.contentWarning.isEmpty ? nil : Strings.contentWarning(post.contentWarning)
    }

    /// The card of a quoted post: who and when, the caption (or its warning), its media; or why
    /// it is not shown.
    package func quoteCard(for quote: PostQuote, formatter: RelativeTimeFormatter) -> QuoteCardObject {
        let quoted: QuotedPost
        switch quote {
        case .shown(let post): quoted = post
        case .pending: return QuoteCardObject(text: Strings.quotePending, isNote: true)
        case .removed: return QuoteCardObject(text: Strings.quoteRemoved, isNote: true)
        case .hidden: return QuoteCardObject(text: Strings.quoteHidden, isNote: true)
        }
        let warning = quoted.contentWarning.isEmpty ? nil : Strings.contentWarning(quoted.contentWarning)
        return QuoteCardObject(
            authorName: quoted.author.displayName,
            details: ["@" + quoted.author.handle, formatter.string(for: quoted.createdAt)].filter { $0 != "@" && !$0.isEmpty }
                .joined(separator: " · "),
            text: warning ?? quoted.caption, isNote: warning != nil,
            mediaSummary: mediaSummary(for: quoted.media).map { (quoted.media.first?.moves ?? false ? "▶ " : "▣ ") + $0 },
            more: quoted.quotesAnother ? Strings.quoteQuotesAnother : nil)
    }

    /// "2 photos", "3 attachments" when the kinds are mixed, nil for none: for any row naming a post's media.
    func mediaSummary(for media: [MediaItem]) -> String? {
        guard let first = media.first else { return nil }
        let sameKind = media.allSatisfy { $0.kind == first.kind }
        let count = Strings.photoCount(media.count, kind: sameKind ? first.kind : .other)
        guard first.moves, let seconds = first.durationSeconds else { return count }
        return count + " · " + MediaLengthFormatter.string(forSeconds: seconds)
    }

    private func oneLine(_ text: String) -> String {
        text.split(whereSeparator: \.isNewline).joined(separator: " ")
    }
}
