/// One result of a search as the presenter keeps it, in the order the rows show them.
enum ExploreEntry: Equatable {
    case account(Author)
    case hashtag(Hashtag)
    /// A hashtag I follow, listed while nothing is typed.
    case followedHashtag(Hashtag)
    case post(Post)
}
