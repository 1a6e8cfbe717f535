import MastodonAPI

/// Turns both shapes of notifications into the same groups, one per liked post: the server's
/// groups (`/api/v2/notifications`) or single notifications grouped here (`/api/v1`, on servers
/// without the grouped API). Anything but a like, and a like whose post is gone, is left out.
public enum LikeActivityGrouping {
    public static let likeType = "favourite"

    public static func groups(from page: GroupedNotificationsEntity) -> [LikeActivityGroup] {
        let accounts = Dictionary(page.accounts.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        let statuses = Dictionary(page.statuses.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        var seenPosts = Set<String>()
        return page.groups.compactMap { group in
            guard group.type == likeType, let post = group.statusId.flatMap({ statuses[$0] }),
                seenPosts.insert(post.id).inserted
            else { return nil }
            let likers = unique(group.sampleAccountIds.compactMap { accounts[$0] })
            return LikeActivityGroup(
                post: post, likers: likers, likesCount: max(group.notificationsCount, likers.count),
                newestNotificationId: group.mostRecentNotificationId, latestLikeAt: group.latestPageNotificationAt)
        }
    }

    /// Notifications come newest first, so each group's first is its newest.
    public static func groups(from notifications: [NotificationEntity]) -> [LikeActivityGroup] {
        var groups: [LikeActivityGroup] = []
        var indexByPost: [String: Int] = [:]
        for notification in notifications where notification.type == likeType {
            guard let post = notification.status else { continue }
            if let index = indexByPost[post.id] {
                groups[index].likesCount += 1
                groups[index].likers = unique(groups[index].likers + [notification.account])
            } else {
                indexByPost[post.id] = groups.count
                groups.append(
                    LikeActivityGroup(
                        post: post, likers: [notification.account], likesCount: 1,
                        newestNotificationId: notification.id, latestLikeAt: notification.createdAt))
            }
        }
        return groups
    }

    /// An older page added below what is loaded: a post already shown keeps its place and gains
    /// the older page's likers. Where the server counts the whole group on every page (grouped
    /// notifications), its count is already whole; groups made here count their page only.
    static func appending(
        _ older: [LikeActivityGroup], to loaded: [LikeActivityGroup], countsArePerPage: Bool
    ) -> [LikeActivityGroup] {
        var merged = loaded
        var indexByPost = Dictionary(loaded.enumerated().map { ($0.element.post.id, $0.offset) }, uniquingKeysWith: { first, _ in first })
        for group in older {
            guard let index = indexByPost[group.post.id] else {
                indexByPost[group.post.id] = merged.count
                merged.append(group)
                continue
            }
            merged[index].likers = unique(merged[index].likers + group.likers)
            merged[index].likesCount =
                countsArePerPage
                ? merged[index].likesCount.movedSaturating(by: group.likesCount)
                : max(merged[index].likesCount, group.likesCount)
        }
        return merged
    }

    private static func unique(_ accounts: [AccountEntity]) -> [AccountEntity] {
        var seen = Set<String>()
        return accounts.filter { seen.insert($0.id).inserted }
    }
}
