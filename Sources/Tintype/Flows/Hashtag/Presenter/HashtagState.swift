/// Everything the hashtag presenter remembers.
struct HashtagState {
    /// The tag's name, without its `#`.
    var name = ""
    /// Whether I follow the tag; nil until the server said.
    var isFollowed: Bool?
}
