import FoundationEssentials
import MastodonAPI
import Tintype

/// How an outbox item is written on disk: a record of Tintype's own, with a version, so a change
/// to the app's types or to what a server sends never changes what an older file means.
///
/// Version 2 adds a post's content warning, sensitivity and language; a post with none of them is
/// still written as version 1, which every Tintype reads. One with them is version 2, which an
/// older Tintype leaves alone rather than publish it without its warning. Version 3 adds a mute's
/// length and whether it hides notifications: a mute for a while, or one that leaves the
/// account's notifications in view, is version 3, which an older Tintype leaves alone rather
/// than mute for good and hide them. Version 4 adds a post's poll and the post it quotes, which
/// an older Tintype leaves alone rather than publish without them. Version 5 adds the time a post
/// is to be published and who may quote it, which an older Tintype leaves alone rather than
/// publish it at once, or quotable by anyone.
struct OutboxRecord: Codable, Equatable {
    static let currentVersion = 5

    struct Photo: Codable, Equatable {
        var path: String
        var altText: String?
        var uploadedId: String?
    }

    var version: Int
    var id: String
    var idempotencyKey: String
    /// comment, post, message, like, unlike, follow, unfollow, accept-follower, reject-follower,
    /// block, unblock, mute, unmute, follow-tag, unfollow-tag, boost, unboost, save, unsave, delete,
    /// edit or vote (kinds a Tintype that does not know them leaves alone).
    var kind: String
    /// The post a comment, like, post or message answers, or the account followed, answered,
    /// blocked or muted, or the hashtag followed.
    var targetId: String?
    var text: String?
    var photos: [Photo]?
    var visibility: String?
    var contentWarning: String?
    var sensitive: Bool?
    var language: String?
    /// How long a mute lasts, in seconds; nil for good.
    var muteSeconds: Int?
    /// Whether a mute hides the account's notifications too; nil for yes.
    var muteHidesNotifications: Bool?
    /// A new post's poll: its options, how long it stays open, whether several may be chosen.
    var pollOptions: [String]?
    var pollSeconds: Int?
    var pollAllowsSeveral: Bool?
    /// The post a new post quotes.
    var quotedId: String?
    /// When the server is to publish a new post.
    var scheduledAt: Date?
    /// Who may quote a new post: public, followers or nobody.
    var quotePolicy: String?
    /// A vote's poll and the places of the options chosen.
    var pollId: String?
    var choices: [Int]?
    /// A message's recipients' handles and its conversation.
    var recipients: [String]?
    var conversationKey: String?
    var createdAt: Date
    var attempts: Int
    var lastAttemptAt: Date?
    /// A refusal in English words, as the first records kept it: still written, so an older
    /// Tintype sharing the folder sees the item refused and does not send it again.
    var rejection: String?
    var refusal: OutboxRejectionRecord?

    init(_ item: OutboxItem) {
        version = 1
        id = item.id
        idempotencyKey = item.idempotencyKey
        createdAt = item.createdAt
        attempts = item.attempts
        lastAttemptAt = item.lastAttemptAt
        rejection = item.rejection.map { _ in "the server refused it" }
        refusal = item.rejection.map(OutboxRejectionRecord.init)
        switch item.action {
        case .comment(let text, let inReplyToId):
            (kind, targetId, self.text) = ("comment", inReplyToId, text)
        case .post(let post):
            (kind, targetId, text, visibility) = ("post", post.inReplyToId, post.text, post.visibility)
            photos = post.photos.map { Photo(path: $0.path, altText: $0.altText, uploadedId: $0.uploadedId) }
            if post.hasDetailsBeyondTheFirstRecords {
                version = 2
                (contentWarning, sensitive, language) = (post.contentWarning, post.isSensitive, post.language)
            }
            if post.hasPollOrQuote {
                version = 4
                (pollOptions, pollSeconds, pollAllowsSeveral) = (post.poll?.options, post.poll?.expiresInSeconds, post.poll?.allowsMultiple)
                quotedId = post.quotedPostId
            }
            if post.scheduledAt != nil || post.quotePolicy != nil {
                (version, scheduledAt, quotePolicy) = (5, post.scheduledAt, post.quotePolicy?.rawValue)
            }
        case .message(let message):
            (kind, targetId, text) = ("message", message.inReplyToId, message.text)
            (recipients, conversationKey) = (message.recipients, message.conversationKey)
        case .like(let postId): (kind, targetId) = ("like", postId)
        case .unlike(let postId): (kind, targetId) = ("unlike", postId)
        case .follow(let accountId): (kind, targetId) = ("follow", accountId)
        case .unfollow(let accountId): (kind, targetId) = ("unfollow", accountId)
        case .acceptFollower(let accountId): (kind, targetId) = ("accept-follower", accountId)
        case .rejectFollower(let accountId): (kind, targetId) = ("reject-follower", accountId)
        case .block(let accountId): (kind, targetId) = ("block", accountId)
        case .unblock(let accountId): (kind, targetId) = ("unblock", accountId)
        case .mute(let accountId, let seconds, let hidesNotifications):
            (kind, targetId) = ("mute", accountId)
            if seconds != nil || !hidesNotifications {
                (version, muteSeconds, muteHidesNotifications) = (3, seconds, hidesNotifications)
            }
        case .unmute(let accountId): (kind, targetId) = ("unmute", accountId)
        case .followTag(let name): (kind, targetId) = ("follow-tag", name)
        case .unfollowTag(let name): (kind, targetId) = ("unfollow-tag", name)
        case .boost(let postId): (kind, targetId) = ("boost", postId)
        case .unboost(let postId): (kind, targetId) = ("unboost", postId)
        case .save(let postId): (kind, targetId) = ("save", postId)
        case .unsave(let postId): (kind, targetId) = ("unsave", postId)
        case .delete(let postId): (kind, targetId) = ("delete", postId)
        case .edit(let postId, let post):
            (version, kind, targetId, text) = (2, "edit", postId, post.text)
            photos = post.photos.map { Photo(path: $0.path, altText: $0.altText, uploadedId: $0.uploadedId) }
            (contentWarning, sensitive) = (post.contentWarning, post.isSensitive)
        case .vote(let postId, let pollId, let choices):
            (kind, targetId, self.pollId, self.choices) = ("vote", postId, pollId, choices)
        }
    }

    /// The item, or nil for a record this version cannot read (newer, or incomplete).
    var item: OutboxItem? {
        guard (1...Self.currentVersion).contains(version), let action else { return nil }
        return OutboxItem(
            action: action, id: id, idempotencyKey: idempotencyKey, createdAt: createdAt, attempts: max(0, attempts),
            lastAttemptAt: lastAttemptAt, rejection: refusal?.rejection ?? rejection.map { .refused(serverMessage: $0) })
    }

    private var action: OutboxItem.Action? {
        switch (kind, targetId, text) {
        case ("comment", let target?, let text?): return .comment(text: text, inReplyToId: target)
        case ("post", let target, let text?):
            let photos = (photos ?? []).map { OutboxPost.Photo(path: $0.path, altText: $0.altText, uploadedId: $0.uploadedId) }
            let poll = pollOptions.map {
                OutboxPost.Poll(options: $0, expiresInSeconds: pollSeconds ?? 86_400, allowsMultiple: pollAllowsSeveral ?? false)
            }
            return .post(
                OutboxPost(
                    text: text, photos: photos, inReplyToId: target, visibility: visibility, contentWarning: contentWarning ?? "",
                    isSensitive: sensitive ?? false, language: language, poll: poll, quotedPostId: quotedId,
                    scheduledAt: scheduledAt, quotePolicy: quotePolicy.flatMap(QuotePolicy.init(rawValue:))))
        case ("message", let target, let text?):
            guard let recipients, let conversationKey else { return nil }
            return .message(OutboxMessage(text: text, recipients: recipients, inReplyToId: target, conversationKey: conversationKey))
        case ("like", let target?, _): return .like(postId: target)
        case ("unlike", let target?, _): return .unlike(postId: target)
        case ("follow", let target?, _): return .follow(accountId: target)
        case ("unfollow", let target?, _): return .unfollow(accountId: target)
        case ("accept-follower", let target?, _): return .acceptFollower(accountId: target)
        case ("reject-follower", let target?, _): return .rejectFollower(accountId: target)
        case ("block", let target?, _): return .block(accountId: target)
        case ("unblock", let target?, _): return .unblock(accountId: target)
        case ("mute", let target?, _):
            return .mute(accountId: target, seconds: muteSeconds, hidesNotifications: muteHidesNotifications ?? true)
        case ("unmute", let target?, _): return .unmute(accountId: target)
        case ("follow-tag", let target?, _): return .followTag(name: target)
        case ("unfollow-tag", let target?, _): return .unfollowTag(name: target)
        case ("boost", let target?, _): return .boost(postId: target)
        case ("unboost", let target?, _): return .unboost(postId: target)
        case ("save", let target?, _): return .save(postId: target)
        case ("unsave", let target?, _): return .unsave(postId: target)
        case ("delete", let target?, _): return .delete(postId: target)
        case ("edit", let target?, let text?):
            let photos = (photos ?? []).map { OutboxPost.Photo(path: $0.path, altText: $0.altText, uploadedId: $0.uploadedId) }
            return .edit(
                postId: target,
                OutboxPost(text: text, photos: photos, contentWarning: contentWarning ?? "", isSensitive: sensitive ?? false))
        case ("vote", let target?, _):
            guard let pollId, let choices else { return nil }
            return .vote(postId: target, pollId: pollId, choices: choices)
        default: return nil
        }
    }

    static func encode(_ item: OutboxItem) throws -> Data {
        let encoder = JSONEncoder()
        // Dates keep their sub-second part, which orders two writes made in the same second.
        encoder.dateEncodingStrategy = .deferredToDate
        encoder.outputFormatting = .sortedKeys
        return try encoder.encode(OutboxRecord(item))
    }

    static func decode(_ data: Data) -> OutboxItem? {
        // Dates are read back by `Date`'s own decoding, the counterpart of `.deferredToDate`.
        (try? FlatJSONDecoder().decode(OutboxRecord.self, from: data))?.item
    }
}
