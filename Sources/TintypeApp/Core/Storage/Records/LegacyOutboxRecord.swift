import FoundationEssentials
import MastodonAPI
import Tintype

/// An outbox item as the first layout wrote it (the item's own Codable form, without a version),
/// read once when that layout's items are adopted into the account's folder.
struct LegacyOutboxRecord: Decodable {
    private struct Comment: Decodable {
        var text: String
        var inReplyToId: String
    }
    private struct PostTarget: Decodable { var postId: String }
    private struct AccountTarget: Decodable { var accountId: String }
    private struct Action: Decodable {
        var comment: Comment?
        var like: PostTarget?
        var unlike: PostTarget?
        var follow: AccountTarget?
        var unfollow: AccountTarget?
    }

    private var id: String
    private var idempotencyKey: String
    private var action: Action
    private var createdAt: Date
    private var rejection: String?

    static func decode(_ data: Data) -> OutboxItem? {
        guard let record = try? FlatJSONDecoder().decode(LegacyOutboxRecord.self, from: data), let action = record.itemAction else {
            return nil
        }
        // The first layout did not count attempts: any item may have been sent, so it is looked
        // for on the server before it is sent again.
        return OutboxItem(
            action: action, id: record.id, idempotencyKey: record.idempotencyKey, createdAt: record.createdAt, attempts: 1,
            rejection: record.rejection.map { .refused(serverMessage: $0) })
    }

    private var itemAction: OutboxItem.Action? {
        if let comment = action.comment { return .comment(text: comment.text, inReplyToId: comment.inReplyToId) }
        if let like = action.like { return .like(postId: like.postId) }
        if let unlike = action.unlike { return .unlike(postId: unlike.postId) }
        if let follow = action.follow { return .follow(accountId: follow.accountId) }
        if let unfollow = action.unfollow { return .unfollow(accountId: unfollow.accountId) }
        return nil
    }
}
