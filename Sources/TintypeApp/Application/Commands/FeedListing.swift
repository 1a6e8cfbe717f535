import FoundationEssentials
import Localisation
import MastodonAPI
import Tintype

/// The home feed without the screen: as plain text for reading, or as JSON for scripts.
public enum FeedListing {
    public enum Format: String, Sendable, CaseIterable {
        case plain, json
    }

    /// Home, or the `timeline` named: the local or federated one, or a list's.
    public static func render(
        configuration: ApplicationConfiguration, format: Format, limit: Int, timeline: TimelineSource? = nil,
        transport: any HTTPTransport = AsyncHTTPClientTransport(), now: Date = Date()
    ) async throws -> String {
        // The newest page, of as many posts as are printed; Home's is saved as the app saves it,
        // so the next start shows it at once.
        let services = await Services.open(configuration: configuration, transport: transport, homePageSize: max(1, limit))
        let fetched =
            if let timeline {
                try await services.timelineService.obtainNewestPosts(of: timeline, limit: max(1, limit))
            } else {
                try await services.postService.obtainNewestHomeTimeline().posts
            }
        let posts = Array(fetched.prefix(max(1, limit)))
        switch format {
        case .plain: return plainText(posts, now: now)
        case .json: return try json(posts)
        }
    }

    /// These posts, as the feed prints them.
    public static func text(of posts: [Post], format: Format, now: Date = Date()) throws -> String {
        switch format {
        case .plain: plainText(posts, now: now)
        case .json: try json(posts)
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
            if let poll = post.poll { lines += pollLines(poll, now: now) }
            if let quote = post.quote { lines.append(quoteLine(quote, formatter: formatter)) }
            return lines.joined(separator: "\n")
        }.joined(separator: "\n\n") + (posts.isEmpty ? "" : "\n")
    }

    /// Each option, with its share once I voted or it ended, and how many voted.
    private static func pollLines(_ poll: Poll, now: Date) -> [String] {
        let object = PollCellObjectFactory().cellObject(for: poll, now: now, maximumOptions: poll.options.count)
        var lines: [String] = []
        for (index, option) in object.options.enumerated() {
            let share = option.percent.map { $0 + " " } ?? ""
            lines.append("\(index + 1). \(share)\(option.title)\(option.isMine ? " ✓" : "")")
        }
        return lines + [object.summary]
    }

    /// The quoted post's author and first line, or why it is not shown.
    private static func quoteLine(_ quote: PostQuote, formatter: RelativeTimeFormatter) -> String {
        let card = PostCellObjectFactory().quoteCard(for: quote, formatter: formatter)
        let first = card.text.split(whereSeparator: { $0.isNewline }).first.map(String.init) ?? ""
        return "┃ " + (card.authorName.map { "\($0) \(card.details): " } ?? "") + first
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
    var poll: PollJSON?
    var quote: QuoteJSON?

    /// A poll as scripts read it: option counts are nil where the server hides them.
    struct PollJSON: Encodable {
        struct Option: Encodable {
            var title: String
            var votes: Int?
        }

        var id: String
        var options: [Option]
        var votes: Int
        var voters: Int?
        var endsAt: Date?
        var ended: Bool
        var severalChoices: Bool
        var voted: Bool
        /// The numbers (from 1) of the options I chose.
        var myChoices: [Int]
    }

    /// The quoted post, or why it is not shown: "shown", "pending", "removed" or "hidden".
    struct QuoteJSON: Encodable {
        var state: String
        var postId: String?
        var author: Author?
        var caption: String?
    }

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
        poll = post.poll.map {
            PollJSON(
                id: $0.id, options: $0.options.map { PollJSON.Option(title: $0.title, votes: $0.votesCount) }, votes: $0.votesCount,
                voters: $0.votersCount, endsAt: $0.expiresAt, ended: $0.isExpired, severalChoices: $0.allowsMultiple, voted: $0.hasVoted,
                myChoices: $0.ownVotes.map { $0 + 1 })
        }
        quote = post.quote.map(Self.quote)
    }

    private static func quote(_ quote: PostQuote) -> QuoteJSON {
        switch quote {
        case .shown(let quoted): QuoteJSON(state: "shown", postId: quoted.id, author: quoted.author, caption: quoted.caption)
        case .pending: QuoteJSON(state: "pending")
        case .removed: QuoteJSON(state: "removed")
        case .hidden: QuoteJSON(state: "hidden")
        }
    }
}
