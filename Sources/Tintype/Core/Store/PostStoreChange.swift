/// What changed in the store of posts: a post as it now stands, or a post gone.
public enum PostStoreChange: Sendable, Equatable {
    /// The post as it now stands (as itself: its own id, nobody's boost).
    case changed(Post)
    /// The post was taken down; rows that show it, boosts of it among them, go.
    case removed(originalId: String)
}
