/// Which accounts of a list: those that follow an account, or those it follows.
public enum AccountRelation: Sendable, Equatable {
    case followers
    case following
}
