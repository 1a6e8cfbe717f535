import MastodonAPI
import TextBasics
import Tintype

/// Notification entities to `Notice`s: the server's type to a kind, a mention that answers a post
/// to a comment, names and captions cleaned by the author and post mappers.
enum NoticeMapper {
    static func notices(from entities: [NotificationEntity]) -> [Notice] {
        entities.map(notice)
    }

    static func notice(from entity: NotificationEntity) -> Notice {
        Notice(
            id: entity.id, kind: kind(ofType: entity.type, post: entity.status), account: AuthorMapper.author(from: entity.account),
            post: entity.status.map(PostMapper.post), createdAt: entity.createdAt)
    }

    /// The server's type to a kind; a mention that answers a post is a comment on it.
    static func kind(ofType type: String, post: StatusEntity?) -> Notice.Kind {
        switch type {
        case "favourite": .like
        case "mention": post?.inReplyToId == nil ? .mention : .comment
        case "follow": .follow
        case "follow_request": .followRequest
        case "reblog": .boost
        case "poll": .pollEnded
        case "quote": .quote
        case "quoted_update": .quotedUpdate
        case "update": .edit
        case "status": .post
        default: .other(TextSanitizer.cleanLine(type))
        }
    }

    /// The server's types a filter asks for; none for all, so that kinds added later still come.
    static func types(for filter: NoticeFilter) -> [String] {
        switch filter {
        case .all: []
        case .likes: ["favourite"]
        case .comments: ["mention"]
        case .follows: ["follow", "follow_request"]
        }
    }
}
