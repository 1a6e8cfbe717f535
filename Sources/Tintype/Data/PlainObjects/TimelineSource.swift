/// A timeline other than Home: this server's own posts, every post it knows, or one of my lists
/// (named by its title, as a person types it).
public enum TimelineSource: Sendable, Equatable {
    case local
    case federated
    case list(title: String)
}
