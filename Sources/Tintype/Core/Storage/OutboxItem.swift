import FoundationEssentials

/// One write the user made, kept on disk until the server has confirmed it.
public struct OutboxItem: Sendable, Equatable, Identifiable {
    public enum Action: Sendable, Equatable {
        case comment(text: String, inReplyToId: String)
        case post(OutboxPost)
        case message(OutboxMessage)
        case like(postId: String)
        case unlike(postId: String)
        case follow(accountId: String)
        case unfollow(accountId: String)
        /// Answers an account's request to follow my locked account: yes, or no.
        case acceptFollower(accountId: String)
        case rejectFollower(accountId: String)
        /// Hides an account from me both ways (a block), or only its posts from me (a mute); or
        /// takes that back.
        case block(accountId: String)
        case unblock(accountId: String)
        /// A mute lasts `seconds` where given, else for good; `hidesNotifications` hides the
        /// account's notifications as well as its posts.
        case mute(accountId: String, seconds: Int? = nil, hidesNotifications: Bool = true)
        case unmute(accountId: String)
        /// Follows a hashtag (its posts come into Home), or stops following it.
        case followTag(name: String)
        case unfollowTag(name: String)
        /// Shares the post with my followers (a reblog), or takes that back.
        case boost(postId: String)
        case unboost(postId: String)
        /// Keeps the post among my saved ones (a bookmark), or takes it out.
        case save(postId: String)
        case unsave(postId: String)
        /// Takes my post down.
        case delete(postId: String)
        /// Changes my post's text, warning, sensitivity and photos' alt texts (the photos by their
        /// ids, as `uploadedId`).
        case edit(postId: String, OutboxPost)
        /// Votes in the post's poll for the options at these places (0-based).
        case vote(postId: String, pollId: String, choices: [Int])

        /// What the write changes. Writes on one target go out in the order they were made; writes
        /// on different targets never wait for each other.
        public var target: String {
            switch self {
            case .comment(_, let inReplyToId): return "replies-" + inReplyToId
            case .post(let post): return "post-" + post.fingerprint
            case .message(let message): return "conversation-" + message.conversationKey
            case .like(let postId), .unlike(let postId): return "like-" + postId
            case .follow(let accountId), .unfollow(let accountId): return "follow-" + accountId
            case .acceptFollower(let accountId), .rejectFollower(let accountId): return "follower-" + accountId
            case .block(let accountId), .unblock(let accountId): return "block-" + accountId
            case .mute(let accountId, _, _), .unmute(let accountId): return "mute-" + accountId
            case .followTag(let name), .unfollowTag(let name): return "tag-" + name.lowercased()
            case .boost(let postId), .unboost(let postId): return "boost-" + postId
            case .save(let postId), .unsave(let postId): return "save-" + postId
            case .delete(let postId): return "delete-" + postId
            case .edit(let postId, _): return "edit-" + postId
            case .vote(_, let pollId, _): return "vote-" + pollId
            }
        }

        /// A like, a follow, a boost or a save sets a state rather than adding something: only the
        /// last choice on a target matters, so an earlier one still waiting is replaced by it.
        public var setsState: Bool {
            switch self {
            case .like, .unlike, .follow, .unfollow, .acceptFollower, .rejectFollower, .block, .unblock, .mute, .unmute, .followTag,
                .unfollowTag, .boost, .unboost,
                .save, .unsave, .delete, .edit, .vote:
                return true
            case .comment, .post, .message: return false
            }
        }

        /// A comment, a post or a message adds something each time it is applied, so one that may already
        /// be on the server is looked for before it is sent again.
        public var addsContent: Bool { !setsState }
    }

    public let id: String
    /// Sent with every attempt, so the server applies the write once however often it is sent.
    public let idempotencyKey: String
    public var action: Action
    public let createdAt: Date
    /// How many times it was sent without a confirmed answer: more than none means it may be on
    /// the server already.
    public var attempts: Int
    public var lastAttemptAt: Date?
    /// Why the server refused it for good (a 4xx); such an item waits for the user, not a restart.
    public var rejection: OutboxRejection?

    public init(
        action: Action, id: String = UUID().uuidString, idempotencyKey: String = UUID().uuidString,
        createdAt: Date = Date(), attempts: Int = 0, lastAttemptAt: Date? = nil, rejection: OutboxRejection? = nil
    ) {
        self.id = id
        self.idempotencyKey = idempotencyKey
        self.action = action
        self.createdAt = createdAt
        self.attempts = attempts
        self.lastAttemptAt = lastAttemptAt
        self.rejection = rejection
    }

    /// An earlier attempt got no clear answer, so the server may hold it already.
    public var mayHaveArrived: Bool { attempts > 0 }
}
