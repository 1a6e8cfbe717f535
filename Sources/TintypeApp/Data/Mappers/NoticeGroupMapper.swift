import MastodonAPI
import Tintype

/// Notification groups, made by the server or here, to the same plain objects: clean text only.
public enum NoticeGroupMapper {
    /// The same few accounts appear in many groups: each is cleaned once per call.
    public static func groups(from groups: [NotificationGroup]) -> [NoticeGroup] {
        var authors: [String: Author] = [:]
        return groups.map { group in
            let accounts = group.accounts.map { account in
                if let author = authors[account.id] { return author }
                let author = AuthorMapper.author(from: account)
                authors[account.id] = author
                return author
            }
            return NoticeGroup(
                id: group.key, kind: NoticeMapper.kind(ofType: group.type, post: group.post), post: group.post.map(PostMapper.post),
                answersPostId: group.post?.inReplyToId,
                accounts: accounts, count: group.count, newestNotificationId: group.newestNotificationId, latestAt: group.latestAt)
        }
    }
}
