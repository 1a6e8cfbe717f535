import FoundationEssentials
import MastodonAPI
import Tintype

/// Finds on the server a comment, a post or a message whose earlier sending got no clear answer, so it is
/// adopted instead of sent again.
///
/// The Idempotency-Key covers a resend within the server's window (an hour on Mastodon) and not
/// at all on servers that ignore it (Pixelfed), so the server is asked first: a comment is looked
/// for among the replies to what it answers, a post among the account's latest posts. A match is
/// by this account, answers the same status, was made after the item (with slack for clocks), and
/// says the same words.
public actor OutboxReconciler {
    /// How far a server's clock may be behind this machine's.
    static let clockSlack: TimeInterval = 15 * 60

    private let client: MastodonClient
    private var accountId: String?

    public init(client: MastodonClient, accountId: String? = nil) {
        self.client = client
        self.accountId = accountId
    }

    /// What the server already holds for the item, or nil when it holds none: a post with a time
    /// is looked for among my scheduled ones first, then among my latest (its time may have come).
    public func receiptOnServer(for item: OutboxItem) async throws -> OutboxReceipt? {
        if case .post(let post) = item.action, post.scheduledAt != nil {
            let words = post.text.words
            if let held = try await client.scheduledStatuses().first(where: {
                $0.params.inReplyToId == post.inReplyToId && $0.params.text.words == words
            }) {
                return .scheduled(held)
            }
        }
        return try await statusOnServer(for: item).map(OutboxReceipt.status)
    }

    /// The status the server already holds for the item, or nil when it holds none.
    public func statusOnServer(for item: OutboxItem) async throws -> StatusEntity? {
        switch item.action {
        case .comment(let text, let inReplyToId):
            let replies = try await client.context(ofStatusId: inReplyToId).descendants
            return try await match(in: replies, text: text, inReplyToId: inReplyToId, after: item.createdAt)
        case .post(let post):
            let latest = try await client.accountStatuses(accountId: try await myAccountId(), PageRequest()).items
            return try await match(in: latest, text: post.text, inReplyToId: post.inReplyToId, after: item.createdAt)
        case .message(let message):
            // A reply is under the message it answers; the first of a conversation among the
            // account's latest posts, where the server lists direct ones (Mastodon does not).
            let candidates =
                if let inReplyToId = message.inReplyToId {
                    try await client.context(ofStatusId: inReplyToId).descendants
                } else {
                    try await client.accountStatuses(accountId: try await myAccountId(), PageRequest()).items
                }
            return try await match(in: candidates, text: message.statusText, inReplyToId: message.inReplyToId, after: item.createdAt)
        case .like, .unlike, .follow, .unfollow, .acceptFollower, .rejectFollower, .block, .unblock, .mute, .unmute, .followTag,
            .unfollowTag, .boost, .unboost,
            .save, .unsave, .delete, .edit, .vote:
            return nil
        }
    }

    private func match(in statuses: [StatusEntity], text: String, inReplyToId: String?, after createdAt: Date) async throws
        -> StatusEntity?
    {
        let me = try await myAccountId()
        let words = text.words
        let earliest = createdAt.addingTimeInterval(-Self.clockSlack)
        return statuses.first { status in
            status.account.id == me && status.inReplyToId == inReplyToId && (status.createdAt ?? .distantFuture) >= earliest
                && HTMLToText.convert(status.content).words == words
        }
    }

    private func myAccountId() async throws -> String {
        if let accountId { return accountId }
        let id = try await client.verifyCredentials().id
        accountId = id
        return id
    }
}
