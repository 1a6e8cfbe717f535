/// Which accounts a list shows: those that follow an account, those it follows, those who liked a
/// post, or those I block or mute. The handle names the account in the list's title.
public enum AccountListSource: Sendable, Equatable {
    case followers(accountId: String, handle: String)
    case following(accountId: String, handle: String)
    case likers(postId: String)
    case blocked
    case muted
}
