import FoundationEssentials
import Localisation
import MastodonAPI
import Tintype

/// The Likes tab without the screen: who liked my posts (grouped by post), or the posts I liked,
/// as plain text for reading or as JSON for scripts.
public enum LikesListing {
    public static func render(
        configuration: ApplicationConfiguration, mine: Bool, format: FeedListing.Format,
        transport: any HTTPTransport = AsyncHTTPClientTransport(), now: Date = Date()
    ) async throws -> String {
        let services = await Services.open(configuration: configuration, transport: transport)
        if mine {
            let posts = try await services.likeService.obtainNewestLikedPosts().posts
            return format == .json ? try FeedListing.json(posts) : FeedListing.plainText(posts, now: now)
        }
        let slice = try await services.activityService.obtainNewestActivity(filter: .likes)
        let groups = slice.groups.compactMap(LikedPost.init)
        return format == .json ? try json(groups) : plainText(groups, now: now)
    }

    static func plainText(_ groups: [LikedPost], now: Date) -> String {
        let formatter = RelativeTimeFormatter(now: now)
        return groups.map { group in
            var lines = [
                Strings.likedYourPost(names: group.likers.map(\.displayName), count: group.likesCount)
                    + " · \(formatter.string(for: group.latestLikeAt ?? group.post.createdAt)) · id \(group.post.id)"
            ]
            if let firstLine = group.post.caption.split(whereSeparator: \.isNewline).first {
                lines.append(String(firstLine))
            }
            return lines.joined(separator: "\n")
        }.joined(separator: "\n\n") + (groups.isEmpty ? "" : "\n")
    }

    static func json(_ groups: [LikedPost]) throws -> String {
        try ListingJSON.text(of: groups.map(LikeGroupRecord.init))
    }
}

/// The JSON shape of one liked post of mine for `tintype likes --json`: stable names, clean text.
struct LikeGroupRecord: Encodable {
    var post: PostRecord
    /// Some of those who liked it, the latest first.
    var likers: [Author]
    var likes: Int
    var latestLikeAt: Date?

    init(_ group: LikedPost) {
        post = PostRecord(group.post)
        likers = group.likers
        likes = group.likesCount
        latestLikeAt = group.latestLikeAt
    }
}

/// One of my posts with the likes it received: a group of likes, whose post is always there.
struct LikedPost {
    var post: Post
    var likers: [Author]
    var likesCount: Int
    var latestLikeAt: Date?

    init?(_ group: NoticeGroup) {
        guard group.kind == .like, let post = group.post else { return nil }
        self.post = post
        likers = group.accounts
        likesCount = group.count
        latestLikeAt = group.latestAt
    }
}
