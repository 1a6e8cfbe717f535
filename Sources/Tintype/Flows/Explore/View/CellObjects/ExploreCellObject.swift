/// One search result with every string ready to draw; the first of its group carries the group's
/// heading.
struct ExploreCellObject: Identifiable, Equatable, Sendable {
    /// What the row shows, so the title takes the style of its kind.
    enum Kind: Sendable {
        case account, hashtag, followedHashtag, post
    }

    /// Unique across the groups: "account:7", "hashtag:cats", "post:9".
    var id: String
    var kind: Kind
    /// "Accounts", "Hashtags" or "Posts" above the group's first row; nil for the others.
    var heading: String?
    /// "Grace Hopper", "#cats", "Grace Hopper · 2h".
    var title: String
    /// "@grace@pixelfed.social", "5 posts lately", the caption's first line.
    var detail: String
}
