import MastodonAPI
import TextBasics
import Tintype

/// Status entity to `Post`: HTML turned to text and every string cleaned once, here, so no
/// screen can draw a raw server string. My server-side filters apply here: a list leaves out what
/// one hides, and a post one warns about carries its title.
public enum PostMapper {
    public static func post(from entity: StatusEntity) -> Post {
        // A boost shows the boosted post, and who boosted it.
        let original = entity.reblog ?? entity
        let caption = LinkedTextMapper.text(from: original.content)
        var post = Post(
            id: entity.id,
            author: AuthorMapper.author(from: original.account),
            createdAt: original.createdAt,
            caption: caption.text,
            contentWarning: TextSanitizer.cleanLine(original.spoilerText, maximumLength: 500),
            media: original.mediaAttachments.map { mediaItem(from: $0, isSensitive: original.isSensitive) },
            likesCount: max(0, original.favouritesCount),
            commentsCount: max(0, original.repliesCount),
            boostsCount: max(0, original.reblogsCount),
            isLiked: original.isFavourited,
            isBoosted: original.isReblogged,
            isSaved: original.isBookmarked,
            visibility: visibility(from: original.visibility),
            boostedBy: entity.reblog == nil ? nil : AuthorMapper.author(from: entity.account),
            isReply: original.inReplyToId != nil,
            isEdited: original.editedAt != nil,
            filterTitle: filterTitle(of: entity),
            originalId: original.id,
            quote: original.quote.map(quote(from:)),
            poll: original.poll.map(poll(from:)),
            address: TextLink.checkedAddress(original.url)
        )
        post.captionLinks = caption.links
        return post
    }

    /// The poll with its titles cleaned to one line each and its counts never below none; an own
    /// vote for an option that is not there is dropped.
    static func poll(from entity: PollEntity) -> Poll {
        Poll(
            id: entity.id,
            options: entity.options.map {
                Poll.Option(title: TextSanitizer.cleanLine($0.title, maximumLength: 200), votesCount: $0.votesCount.map { max(0, $0) })
            },
            expiresAt: entity.expiresAt, isExpired: entity.isExpired, allowsMultiple: entity.allowsMultiple,
            votesCount: max(0, entity.votesCount), votersCount: entity.votersCount.map { max(0, $0) },
            hasVoted: entity.hasVoted ?? false,
            ownVotes: (entity.ownVotes ?? []).filter { entity.options.indices.contains($0) })
    }

    /// The quoted post one level deep; a quote inside it is only said to be there.
    static func quote(from entity: QuoteEntity) -> PostQuote {
        switch entity.state {
        case .accepted:
            guard let quoted = entity.quotedStatus else { return .hidden }
            return .shown(
                QuotedPost(
                    id: quoted.id,
                    author: AuthorMapper.author(from: quoted.account),
                    createdAt: quoted.createdAt,
                    caption: TextSanitizer.clean(HTMLToText.convert(quoted.content)),
                    contentWarning: TextSanitizer.cleanLine(quoted.spoilerText, maximumLength: 500),
                    media: quoted.mediaAttachments.map { mediaItem(from: $0, isSensitive: quoted.isSensitive) },
                    quotesAnother: quoted.quote != nil))
        case .pending: return .pending
        case .deleted, .revoked: return .removed
        case .rejected, .unauthorized, .blockedAccount, .blockedDomain, .mutedAccount, .unknown: return .hidden
        }
    }

    /// The posts a list shows: those a filter of mine hides are left out.
    public static func posts(from entities: [StatusEntity]) -> [Post] {
        entities.filter { !isHiddenByFilter($0) }.map(post(from:))
    }

    /// Whether a filter of mine asks to hide the status (or the post it boosts) from lists.
    static func isHiddenByFilter(_ entity: StatusEntity) -> Bool {
        (entity.filtered + (entity.reblog?.filtered ?? [])).contains(where: \.hides)
    }

    /// The titles of the filters that warn about the status (a post opened by itself that one
    /// hides is warned about too), cleaned; nil when none matched.
    private static func filterTitle(of entity: StatusEntity) -> String? {
        let matched = entity.filtered + (entity.reblog?.filtered ?? [])
        guard !matched.isEmpty else { return nil }
        var titles: [String] = []
        for title in matched.map({ TextSanitizer.cleanLine($0.title, maximumLength: 100) }) where !titles.contains(title) {
            titles.append(title)
        }
        return titles.joined(separator: ", ")
    }

    static func mediaItem(from entity: MediaAttachmentEntity, isSensitive: Bool = false) -> MediaItem {
        MediaItem(
            kind: kind(from: entity.kind),
            altText: AltTextMapper.altText(entity.description),
            url: entity.url ?? entity.previewURL,
            previewURL: entity.previewURL ?? entity.url,
            blurhash: entity.blurhash.flatMap { $0.count <= 200 ? $0 : nil },
            isSensitive: isSensitive,
            // A panorama or a sliver is kept in a sane box; the picture itself shows its shape.
            aspectRatio: entity.aspectRatio.map { min(max($0, 0.25), 4) },
            durationSeconds: entity.durationSeconds
        )
    }

    /// A photo's description as its alt text: clean, and nil where there is none.
    private static func kind(from kind: MediaAttachmentEntity.Kind) -> MediaItem.Kind {
        switch kind {
        case .image: return .photo
        case .gifv: return .animation
        case .video: return .video
        case .audio: return .audio
        case .unknown: return .other
        }
    }

    private static func visibility(from visibility: StatusEntity.Visibility) -> Post.Visibility {
        switch visibility {
        case .public, .unknown: return .everyone
        case .unlisted: return .unlisted
        case .private: return .followers
        case .direct: return .mentioned
        }
    }
}
