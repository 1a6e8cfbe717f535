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
            })
    }
}
