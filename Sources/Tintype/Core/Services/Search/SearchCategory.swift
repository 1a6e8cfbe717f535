/// What a search looks for, where it looks for one kind only.
public enum SearchCategory: Sendable, Equatable {
    case accounts, hashtags, posts
}
