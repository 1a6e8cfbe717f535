import MastodonAPI
import Tintype

/// Turns both shapes of notifications into the same groups: the server's groups
/// (`/api/v2/notifications`) or single notifications grouped here as Mastodon groups them (`/api/v1`,
/// on servers without the grouped API): likes and boosts by post, follows together, the rest alone.
/// A like or a boost whose post is gone is left out: there is nothing left to show of it.
public enum NotificationGrouping {
    public static let likeType = "favourite"
    /// The types Mastodon gathers into one group when they share a post (or, for follows, me).
    static let groupedTypes: Set<String> = ["favourite", "reblog", "follow"]
    /// The types that mean nothing without their post.
    static let postTypes: Set<String> = ["favourite", "reblog"]

    public static func groups(from page: GroupedNotificationsEntity) -> [NotificationGroup] {
        let accounts = Dictionary(page.accounts.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        let statuses = Dictionary(page.statuses.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        var seenKeys = Set<String>()
        return page.groups.compactMap { group in
            let post = group.statusId.flatMap { statuses[$0] }
            guard post != nil || !postTypes.contains(group.type), seenKeys.insert(group.groupKey).inserted else { return nil }
            let members = unique(group.sampleAccountIds.compactMap { accounts[$0] })
            guard !members.isEmpty else { return nil }
            return NotificationGroup(
                key: group.groupKey, type: group.type, post: post, accounts: members,
                count: max(group.notificationsCount, members.count), newestNotificationId: group.mostRecentNotificationId,
                latestAt: group.latestPageNotificationAt)
        }
    }

    /// Notifications come newest first, so each group's first is its newest.
    public static func groups(from notifications: [NotificationEntity]) -> [NotificationGroup] {
        var groups: [NotificationGroup] = []
        var indexByKey: [String: Int] = [:]
        for notification in notifications {
            guard notification.status != nil || !postTypes.contains(notification.type) else { continue }
            let key = key(of: notification)
            if let index = indexByKey[key] {
                groups[index].count += 1
                groups[index].accounts = unique(groups[index].accounts + [notification.account])
            } else {
                indexByKey[key] = groups.count
                groups.append(
                    NotificationGroup(
                        key: key, type: notification.type, post: notification.status, accounts: [notification.account], count: 1,
                        newestNotificationId: notification.id, latestAt: notification.createdAt))
            }
        }
        return groups
    }

    /// An older page added below what is loaded: a group already shown keeps its place and gains
    /// the older page's accounts. Where the server counts the whole group on every page (grouped
    /// notifications), its count is already whole; groups made here count their page only.
    static func appending(
        _ older: [NotificationGroup], to loaded: [NotificationGroup], countsArePerPage: Bool
    ) -> [NotificationGroup] {
        var merged = loaded
        var indexByKey = Dictionary(loaded.enumerated().map { ($0.element.key, $0.offset) }, uniquingKeysWith: { first, _ in first })
        for group in older {
            guard let index = indexByKey[group.key] else {
                indexByKey[group.key] = merged.count
                merged.append(group)
                continue
            }
            merged[index].accounts = unique(merged[index].accounts + group.accounts)
            merged[index].count =
                countsArePerPage ? merged[index].count.movedSaturating(by: group.count) : max(merged[index].count, group.count)
        }
        return merged
    }

    /// The key Mastodon gives the group: "favourite-<post id>", "follow-self", "ungrouped-<id>".
    private static func key(of notification: NotificationEntity) -> String {
        guard groupedTypes.contains(notification.type) else { return "ungrouped-" + notification.id }
        return notification.type + "-" + (notification.status?.id ?? "self")
    }

    private static func unique(_ accounts: [AccountEntity]) -> [AccountEntity] {
        var seen = Set<String>()
        return accounts.filter { seen.insert($0.id).inserted }
    }
}
