/// Everything the hashtag presenter remembers.
struct HashtagState {
    /// The tag's name, without its `#`.
    var name = ""
    var list = PagedList<Post>()
    var thumbnails = RowPictures()
    /// Whether I follow the tag; nil until the server said.
    var isFollowed: Bool?

    var posts: [Post] { list.items }
}
