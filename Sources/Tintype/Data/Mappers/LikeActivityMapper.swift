import MastodonAPI

/// Likes of my posts, grouped by the server or here, to the same plain objects: clean text only.
public enum LikeActivityMapper {
    /// The same few likers appear in many groups: each account is cleaned once per slice.
    public static func activity(from slice: LikeActivitySlice) -> LikeActivity {
        var authors: [String: Author] = [:]
        let groups = slice.groups.map { group in
            let likers = group.likers.map { account in
                if let author = authors[account.id] { return author }
                let author = AuthorMapper.author(from: account)
                authors[account.id] = author
                return author
            }
            return LikeGroup(
                post: PostMapper.post(from: group.post), likers: likers, likesCount: group.likesCount,
                newestNotificationId: group.newestNotificationId, latestLikeAt: group.latestLikeAt)
        }
        return LikeActivity(groups: groups, hasOlderGroups: slice.hasOlder, fetchedAt: slice.fetchedAt)
    }

    public static func group(from group: LikeActivityGroup) -> LikeGroup {
        LikeGroup(
            post: PostMapper.post(from: group.post), likers: group.likers.map(AuthorMapper.author(from:)),
            likesCount: group.likesCount, newestNotificationId: group.newestNotificationId, latestLikeAt: group.latestLikeAt)
    }
}
