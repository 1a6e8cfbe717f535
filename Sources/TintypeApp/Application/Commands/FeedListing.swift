import FoundationEssentials
import Localisation
import MastodonAPI
import Tintype

/// The home feed without the screen: as plain text for reading, or as JSON for scripts.
public enum FeedListing {
    public enum Format: String, Sendable, CaseIterable {
        case plain, json
    }

    public static func render(
        configuration: ApplicationConfiguration, format: Format, limit: Int,
        transport: any HTTPTransport = AsyncHTTPClientTransport(), now: Date = Date()
    ) async throws -> String {
        // The newest page, of as many posts as are printed, saved as the app saves it, so the
        // next start shows it at once.
        let services = await Services.open(configuration: configuration, transport: transport, homePageSize: max(1, limit))
        let slice = try await services.postService.obtainNewestHomeTimeline()
        let posts = Array(slice.posts.prefix(max(1, limit)))
        switch format {
        case .plain: return plainText(posts, now: now)
        case .json: return try json(posts)
        }
    }

    static func plainText(_ posts: [Post], now: Date) -> String {
        let formatter = RelativeTimeFormatter(now: now)
        return posts.map { post in
            var lines = [
                "\(post.author.displayName) @\(post.author.handle) · \(formatter.string(for: post.createdAt))"
                    + " · \(post.isLiked ? "♥" : "♡") \(post.likesCount) · ↩ \(post.commentsCount) · id \(post.id)"
            ]
            if !post.contentWarning.isEmpty {
                lines.append(Strings.contentWarning(post.contentWarning))
            }
            if !post.caption.isEmpty {
                lines.append(post.caption)
            }
            for item in post.media {
                lines.append("▣ \(item.kind.rawValue)" + (item.altText.map { " · " + Strings.alt($0) } ?? ""))
            }
            return lines.joined(separator: "\n")
        }.joined(separator: "\n\n") + (posts.isEmpty ? "" : "\n")
    }

    static func json(_ posts: [Post]) throws -> String {
        try ListingJSON.text(of: posts.map(PostRecord.init))
    }
}

/// The JSON shape of a post for `tintype feed --json`: stable names, clean text.
struct PostRecord: Encodable {
    var id: String
    var author: Author
    var createdAt: Date?
    var caption: String
    var contentWarning: String?
    var media: [MediaItem]
    var likes: Int
    var comments: Int
    var liked: Bool

    init(_ post: Post) {
        id = post.id
        author = post.author
        createdAt = post.createdAt
        caption = post.caption
        contentWarning = post.contentWarning.isEmpty ? nil : post.contentWarning
        media = post.media
        likes = post.likesCount
        comments = post.commentsCount
        liked = post.isLiked
    }
}
