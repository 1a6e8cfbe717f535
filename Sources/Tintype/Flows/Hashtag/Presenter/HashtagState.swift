/// Everything the hashtag presenter remembers.
struct HashtagState {
    /// The tag's name, without its `#`.
    var name = ""
    var list = PagedList<Post>()
    var thumbnails = RowPictures()

    var posts: [Post] { list.items }
}
