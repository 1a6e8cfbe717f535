import MastodonAPI
import Tintype

/// What the server answered for a write it confirmed.
public enum OutboxReceipt: Sendable {
    /// A comment, a like or an unlike: the post as it is now.
    case status(StatusEntity)
    /// A follow or an unfollow: how the two accounts stand now.
    case relationship(RelationshipEntity)
    /// A hashtag followed or unfollowed: the tag as it is now.
    case tag(TagEntity)
    /// A new post with a time to publish it: held back by the server until then.
    case scheduled(ScheduledStatusEntity)
}
