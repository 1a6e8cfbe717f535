import FoundationEssentials
import Localisation
import MastodonAPI
import Tintype

/// Activity without the screen: what happened to me, newest first, one notice a paragraph (who did
/// what, when, on which post, and the post's first line), as plain text or as JSON for scripts.
public enum NotificationsListing {
    public static func render(
        configuration: ApplicationConfiguration, filter: NoticeFilter, format: FeedListing.Format,
        transport: any HTTPTransport = AsyncHTTPClientTransport(), now: Date = Date()
    ) async throws -> String {
        let services = await Services.open(configuration: configuration, transport: transport)
        let notices = try await services.activityService.obtainNewestNotifications(filter: filter)
        return format == .json ? try json(notices) : plainText(notices, now: now)
    }

    static func plainText(_ notices: [Notice], now: Date) -> String {
        guard !notices.isEmpty else { return Strings.noticesNone + "\n" }
        let formatter = RelativeTimeFormatter(now: now)
        return notices.map { notice in
            var heading = sentence(for: notice)
            if let createdAt = notice.createdAt { heading += " · " + formatter.string(for: createdAt) }
            if let post = notice.post { heading += " · id \(post.id)" }
            var lines = [heading]
            if let post = notice.post, let firstLine = post.caption.split(whereSeparator: \.isNewline).first {
                lines.append(String(firstLine))
            } else if notice.post == nil, kindConcernsAPost(notice.kind) {
                lines.append(Strings.noticePostGone)
            }
            return lines.joined(separator: "\n")
        }.joined(separator: "\n\n") + "\n"
    }

    /// Who did what, in words: "Grace Hopper @grace followed you".
    static func sentence(for notice: Notice) -> String {
        Strings.notice(notice.kind, names: ["\(notice.account.displayName) @\(notice.account.handle)"], count: 1)
    }

    /// Whether the notice is about a post, so that a missing one was deleted.
    private static func kindConcernsAPost(_ kind: Notice.Kind) -> Bool {
        switch kind {
        case .like, .comment, .mention, .boost, .pollEnded, .quote, .quotedUpdate, .edit, .post: true
        case .follow, .followRequest, .other: false
        }
    }

    static func json(_ notices: [Notice]) throws -> String {
        try ListingJSON.text(of: notices.map(NoticeRecord.init))
    }
}

/// The JSON shape of one notice for `tintype notifications --json`: the server's kind names for
/// the known kinds, the unknown ones as sent.
struct NoticeRecord: Encodable {
    var id: String
    var kind: String
    var account: Author
    var post: PostRecord?
    var createdAt: Date?

    init(_ notice: Notice) {
        id = notice.id
        kind = Self.name(of: notice.kind)
        account = notice.account
        post = notice.post.map(PostRecord.init)
        createdAt = notice.createdAt
    }

    private static func name(of kind: Notice.Kind) -> String {
        switch kind {
        case .like: "like"
        case .comment: "comment"
        case .mention: "mention"
        case .follow: "follow"
        case .followRequest: "follow_request"
        case .boost: "boost"
        case .pollEnded: "poll"
        case .quote: "quote"
        case .quotedUpdate: "quoted_update"
        case .edit: "edit"
        case .post: "post"
        case .other(let name): name
        }
    }
}
