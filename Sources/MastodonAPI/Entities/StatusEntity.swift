import FoundationEssentials

/// A status (a post, a comment, a direct message) as the server sends it.
///
/// A class because a boost wraps another status. Every field but the id and the author tolerates
/// being missing, null or of the wrong type.
public final class StatusEntity: Codable, Sendable, Equatable {
    /// Who may see the status; unknown values from newer servers read as `unknown`.
    public enum Visibility: String, Codable, Sendable {
        case `public`, unlisted, `private`, direct, unknown

        public init(from decoder: any Decoder) throws {
            let raw = (try? decoder.singleValueContainer().decode(String.self)) ?? ""
            self = Visibility(rawValue: raw) ?? .unknown
        }
    }

    public let id: String
    public let createdAt: Date?
    public let account: AccountEntity
    public let content: String
    public let spoilerText: String
    public let isSensitive: Bool
    public let visibility: Visibility
    public let url: String?
    public let inReplyToId: String?
    public let mediaAttachments: [MediaAttachmentEntity]
    public let mentions: [MentionEntity]
    public let favouritesCount: Int
    public let repliesCount: Int
    public let reblogsCount: Int
    public let isFavourited: Bool
    public let isReblogged: Bool
    /// Saved by the signed-in account (a bookmark).
    public let isBookmarked: Bool
    public let reblog: StatusEntity?
    /// The text's language as ISO 639, when the author or the server said.
    public let language: String?
    /// The text as its author wrote it, before the server made it HTML: sent only in the answer
    /// to a delete (to write the post again) and by `/source`.
    public let text: String?
    /// When the author last edited it; nil for a post never edited.
    public let editedAt: Date?
    /// My filters it matched, where the server applies them (Mastodon 4).
    public let filtered: [FilterResultEntity]
    /// The post it quotes, where it quotes one (Mastodon 4.5).
    public let quote: QuoteEntity?
    public let poll: PollEntity?

    enum CodingKeys: String, CodingKey {
        case id, account, content, visibility, url, reblog, mentions, language, text
        case editedAt = "edited_at"
        case createdAt = "created_at"
        case spoilerText = "spoiler_text"
        case isSensitive = "sensitive"
        case inReplyToId = "in_reply_to_id"
        case mediaAttachments = "media_attachments"
        case favouritesCount = "favourites_count"
        case repliesCount = "replies_count"
        case reblogsCount = "reblogs_count"
        case isFavourited = "favourited"
        case isReblogged = "reblogged"
        case isBookmarked = "bookmarked"
        case filtered, quote, poll
    }

    public init(
        id: String, createdAt: Date?, account: AccountEntity, content: String, spoilerText: String = "",
        isSensitive: Bool = false, visibility: Visibility = .public, url: String? = nil, inReplyToId: String? = nil,
        mediaAttachments: [MediaAttachmentEntity] = [], favouritesCount: Int = 0, repliesCount: Int = 0,
        reblogsCount: Int = 0, isFavourited: Bool = false, isReblogged: Bool = false, isBookmarked: Bool = false,
        reblog: StatusEntity? = nil, mentions: [MentionEntity] = [], language: String? = nil, text: String? = nil,
        editedAt: Date? = nil, filtered: [FilterResultEntity] = [], quote: QuoteEntity? = nil, poll: PollEntity? = nil
    ) {
        self.filtered = filtered
        self.quote = quote
        self.poll = poll
        self.id = id
        self.createdAt = createdAt
        self.account = account
        self.content = content
        self.spoilerText = spoilerText
        self.isSensitive = isSensitive
        self.visibility = visibility
        self.url = url
        self.inReplyToId = inReplyToId
        self.mediaAttachments = mediaAttachments
        self.favouritesCount = favouritesCount
        self.repliesCount = repliesCount
        self.reblogsCount = reblogsCount
        self.isFavourited = isFavourited
        self.isReblogged = isReblogged
        self.isBookmarked = isBookmarked
        self.reblog = reblog
        self.mentions = mentions
        self.language = language
        self.text = text
        self.editedAt = editedAt
    }

    /// The same boost of a newer copy of the boosted status (liked since, other counts).
    public func replacingReblog(with status: StatusEntity) -> StatusEntity {
        StatusEntity(
            id: id, createdAt: createdAt, account: account, content: content, spoilerText: spoilerText, isSensitive: isSensitive,
            visibility: visibility, url: url, inReplyToId: inReplyToId, mediaAttachments: mediaAttachments,
            favouritesCount: favouritesCount, repliesCount: repliesCount, reblogsCount: reblogsCount, isFavourited: isFavourited,
            isReblogged: isReblogged, isBookmarked: isBookmarked, reblog: status, mentions: mentions, language: language, text: text,
            editedAt: editedAt, filtered: filtered, quote: quote, poll: poll)
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.requiredString(.id)
        account = try container.decode(AccountEntity.self, forKey: .account)
        createdAt = container.lenientDate(.createdAt)
        content = container.lenientString(.content) ?? ""
        spoilerText = container.lenientString(.spoilerText) ?? ""
        isSensitive = container.lenientBool(.isSensitive)
        visibility = container.lenient(Visibility.self, .visibility) ?? .public
        url = container.lenientString(.url)
        inReplyToId = container.lenientString(.inReplyToId)
        mediaAttachments = container.lenientArray(MediaAttachmentEntity.self, .mediaAttachments)
        favouritesCount = container.lenientInt(.favouritesCount)
        repliesCount = container.lenientInt(.repliesCount)
        reblogsCount = container.lenientInt(.reblogsCount)
        isFavourited = container.lenientBool(.isFavourited)
        isReblogged = container.lenientBool(.isReblogged)
        isBookmarked = container.lenientBool(.isBookmarked)
        reblog = container.lenient(StatusEntity.self, .reblog)
        mentions = container.lenientArray(MentionEntity.self, .mentions)
        language = container.lenientString(.language)
        text = container.lenientString(.text)
        editedAt = container.lenientDate(.editedAt)
        filtered = container.lenientArray(FilterResultEntity.self, .filtered)
        quote = container.lenient(QuoteEntity.self, .quote)
        poll = container.lenient(PollEntity.self, .poll)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(account, forKey: .account)
        try container.encodeIfPresent(createdAt.map(MastodonDate.format), forKey: .createdAt)
        try container.encode(content, forKey: .content)
        try container.encode(spoilerText, forKey: .spoilerText)
        try container.encode(isSensitive, forKey: .isSensitive)
        try container.encode(visibility, forKey: .visibility)
        try container.encodeIfPresent(url, forKey: .url)
        try container.encodeIfPresent(inReplyToId, forKey: .inReplyToId)
        try container.encode(mediaAttachments, forKey: .mediaAttachments)
        try container.encode(favouritesCount, forKey: .favouritesCount)
        try container.encode(repliesCount, forKey: .repliesCount)
        try container.encode(reblogsCount, forKey: .reblogsCount)
        try container.encode(isFavourited, forKey: .isFavourited)
        try container.encode(isReblogged, forKey: .isReblogged)
        try container.encode(isBookmarked, forKey: .isBookmarked)
        try container.encodeIfPresent(reblog, forKey: .reblog)
        try container.encode(mentions, forKey: .mentions)
        try container.encodeIfPresent(language, forKey: .language)
        try container.encodeIfPresent(text, forKey: .text)
        try container.encodeIfPresent(editedAt.map(MastodonDate.format), forKey: .editedAt)
        try container.encodeIfPresent(quote, forKey: .quote)
        try container.encodeIfPresent(poll, forKey: .poll)
    }

    public static func == (lhs: StatusEntity, rhs: StatusEntity) -> Bool {
        lhs.id == rhs.id && lhs.account == rhs.account && lhs.content == rhs.content
            && lhs.createdAt == rhs.createdAt && lhs.mediaAttachments == rhs.mediaAttachments
            && lhs.favouritesCount == rhs.favouritesCount && lhs.repliesCount == rhs.repliesCount
            && lhs.isFavourited == rhs.isFavourited && lhs.isReblogged == rhs.isReblogged
            && lhs.isBookmarked == rhs.isBookmarked && lhs.reblog == rhs.reblog
            && lhs.spoilerText == rhs.spoilerText && lhs.visibility == rhs.visibility && lhs.quote == rhs.quote
            && lhs.poll == rhs.poll
    }
}
