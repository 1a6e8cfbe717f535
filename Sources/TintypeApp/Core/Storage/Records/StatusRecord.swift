import FoundationEssentials
import MastodonAPI
import Tintype

/// A post as the cache keeps it: Tintype's own record (see `AccountRecord`). A boost keeps the
/// boosted post as a record of its own.
final class StatusRecord: Codable {
    struct Media: Codable, Equatable {
        var id: String
        var kind: String
        var url: String?
        var previewURL: String?
        var altText: String?
        var blurhash: String?
        var aspectRatio: Double?
    }

    /// The post it quotes and how the quote stands; the quoted post is a record of its own.
    struct Quote: Codable {
        var state: String
        var quoted: StatusRecord?
        var quotedId: String?
    }

    /// A poll as it stood when the post was fetched.
    struct Poll: Codable {
        struct Option: Codable {
            var title: String
            var votes: Int?
        }

        var id: String
        var options: [Option]
        var endsAt: Date?
        var hasEnded: Bool
        var allowsSeveral: Bool
        var votes: Int
        var voters: Int?
        var hasVoted: Bool?
        var myChoices: [Int]?

        init(_ poll: PollEntity) {
            id = poll.id
            options = poll.options.map { Option(title: $0.title, votes: $0.votesCount) }
            endsAt = poll.expiresAt
            hasEnded = poll.isExpired
            allowsSeveral = poll.allowsMultiple
            votes = poll.votesCount
            voters = poll.votersCount
            hasVoted = poll.hasVoted
            myChoices = poll.ownVotes
        }

        var entity: PollEntity {
            PollEntity(
                id: id, expiresAt: endsAt, isExpired: hasEnded, allowsMultiple: allowsSeveral, votesCount: votes, votersCount: voters,
                options: options.map { PollEntity.Option(title: $0.title, votesCount: $0.votes) }, hasVoted: hasVoted,
                ownVotes: myChoices)
        }
    }

    /// A filter of mine the post matched when it was fetched.
    struct Filter: Codable, Equatable {
        var title: String
        var action: String
    }

    let id: String
    let createdAt: Date?
    let author: AccountRecord
    let contentHTML: String
    let contentWarning: String
    let isSensitive: Bool
    let visibility: String
    let url: String?
    let inReplyToId: String?
    let media: [Media]
    let likes: Int
    let replies: Int
    let boosts: Int
    let isLiked: Bool
    let isBoosted: Bool
    /// Optional: records cached before saving was known have none, and read as not saved.
    let isSaved: Bool?
    let editedAt: Date?
    /// Optional: records cached before filters were known have none.
    let filters: [Filter]?
    let boosted: StatusRecord?
    /// Optional: records cached before quotes were known have none.
    let quote: Quote?
    /// Optional: records cached before polls were known have none.
    let poll: Poll?

    init(_ status: StatusEntity) {
        id = status.id
        createdAt = status.createdAt
        author = AccountRecord(status.account)
        contentHTML = status.content
        contentWarning = status.spoilerText
        isSensitive = status.isSensitive
        visibility = status.visibility.rawValue
        url = status.url
        inReplyToId = status.inReplyToId
        media = status.mediaAttachments.map {
            Media(
                id: $0.id, kind: $0.kind.rawValue, url: $0.url, previewURL: $0.previewURL, altText: $0.description, blurhash: $0.blurhash,
                aspectRatio: $0.aspectRatio)
        }
        likes = status.favouritesCount
        replies = status.repliesCount
        boosts = status.reblogsCount
        isLiked = status.isFavourited
        isBoosted = status.isReblogged
        isSaved = status.isBookmarked
        editedAt = status.editedAt
        filters = status.filtered.isEmpty ? nil : status.filtered.map { Filter(title: $0.title, action: $0.action) }
        boosted = status.reblog.map(StatusRecord.init)
        quote = status.quote.map {
            Quote(state: $0.state.rawValue, quoted: $0.quotedStatus.map(StatusRecord.init), quotedId: $0.quotedStatusId)
        }
        poll = status.poll.map(Poll.init)
    }

    var entity: StatusEntity {
        StatusEntity(
            id: id, createdAt: createdAt, account: author.entity, content: contentHTML, spoilerText: contentWarning,
            isSensitive: isSensitive, visibility: StatusEntity.Visibility(rawValue: visibility) ?? .unknown, url: url,
            inReplyToId: inReplyToId,
            mediaAttachments: media.map {
                MediaAttachmentEntity(
                    id: $0.id, kind: MediaAttachmentEntity.Kind(rawValue: $0.kind) ?? .unknown, url: $0.url, previewURL: $0.previewURL,
                    description: $0.altText, blurhash: $0.blurhash, aspectRatio: $0.aspectRatio)
            },
            favouritesCount: likes, repliesCount: replies, reblogsCount: boosts, isFavourited: isLiked, isReblogged: isBoosted,
            isBookmarked: isSaved ?? false, reblog: boosted?.entity, editedAt: editedAt,
            filtered: (filters ?? []).map { FilterResultEntity(title: $0.title, action: $0.action) },
            quote: quote.map {
                QuoteEntity(
                    state: QuoteEntity.State(rawValue: $0.state) ?? .unknown, quotedStatus: $0.quoted?.entity, quotedStatusId: $0.quotedId)
            }, poll: poll?.entity)
    }
}
