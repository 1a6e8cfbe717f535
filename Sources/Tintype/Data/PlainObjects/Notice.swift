import FoundationEssentials

/// One thing that happened to me, as Activity and `tintype notifications` show it: who did what,
/// on which post (nil for a follow, or for a post deleted since), and when.
public struct Notice: Sendable, Equatable {
    /// What happened. Servers add kinds over time: one unknown here keeps its name, to be shown
    /// as a plain line rather than dropped.
    public enum Kind: Sendable, Equatable {
        case like
        case comment
        case mention
        case follow
        case followRequest
        case boost
        case pollEnded
        /// A post of mine quoted; the post is the one that quotes it.
        case quote
        /// A post I quoted was edited.
        case quotedUpdate
        case edit
        case post
        case other(String)
    }

    public var id: String
    public var kind: Kind
    public var account: Author
    public var post: Post?
    public var createdAt: Date?

    public init(id: String, kind: Kind, account: Author, post: Post? = nil, createdAt: Date? = nil) {
        self.id = id
        self.kind = kind
        self.account = account
        self.post = post
        self.createdAt = createdAt
    }
}
