import FoundationEssentials
import Imaging

/// Everything the feed presenter remembers. The posts are the post service's timeline as it
/// last gave it: merging pages is the service's, not the screen's.
struct FeedState {
    var instanceName = ""
    /// The composer opens over the feed once it is shown.
    var opensComposer = false
    /// The posts and where their paging stands.
    var list = PagedList<Post>() {
        didSet { updateShownPosts() }
    }
    /// My new posts still in the outbox, on top of the feed, newest first.
    var queuedPosts: [Post] = [] {
        didSet { updateShownPosts() }
    }
    var posts: [Post] { list.items }
    /// A post arrived live while the feed was being fetched: fetch again once that ends.
    var hasLivePostsWaiting = false
    /// Posts the last fetch put above those already shown, for the status line.
    var newPostsCount = 0
    /// When the rows' ages ("5m") were last worked out.
    var agesShownAt: Date?
    /// Replies shown as well as posts (a photo feed leaves them in their threads).
    var showsReplies = false {
        didSet { updateShownPosts() }
    }
    /// Each post's first photo, small, by post id.
    var thumbnails = RowPictures()
    /// Each post a large photo with its caption under it, rather than a compact row.
    var showsLargePhotos = false
    /// The first photos in full of the rows on screen and just below, by post id; only while
    /// the feed shows large photos, and only of those rows, to stay small.
    var largePhotos = RowPictures()
    /// The ages tick: the feed is in front.
    var agesTick = false
    /// The rows on screen, as the view last said.
    var rowsOnScreen: Range<Int> = 0..<0

    /// The rows on screen: my posts on their way, then the posts, with or without the replies.
    /// Kept, not worked out on each key press: the feed may hold thousands.
    private(set) var shownPosts: [Post] = []

    /// My new post goes on top at once, as the server has it.
    mutating func putOnTop(_ post: Post) {
        list.updateItems { posts in
            posts.removeAll { $0.id == post.id }
            posts.insert(post, at: 0)
        }
    }

    private mutating func updateShownPosts() {
        shownPosts = queuedPosts + (showsReplies ? list.items : list.items.filter { !$0.isReply })
    }
}
