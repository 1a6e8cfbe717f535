import FoundationEssentials
import Imaging
import Localisation

/// Everything the post list's presenter remembers.
struct PostListState {
    var source: PostListSource? {
        didSet { updateRows() }
    }
    /// The view is on screen: the layout, and so what to fetch, is known.
    var isViewReady = false
    /// The posts listed and where their paging stands.
    var postList = PagedList<Post>() {
        didSet { if !changesInPlace { updateRows() } }
    }
    /// My new posts still in the outbox, shown on top of Home and of my own posts (the grid takes
    /// those with photos).
    var queuedPosts: [Post] = [] {
        didSet { updateRows() }
    }
    /// A suspended account's posts are not listed.
    var isHidden = false {
        didSet { updateRows() }
    }
    /// The host's choice of replies listed too; until it is made, Home leaves them in their
    /// threads (a photo feed) and every other list shows them.
    var repliesShown: Bool? {
        didSet { updateRows() }
    }
    var showsReplies: Bool { repliesShown ?? (source != .home) }
    /// Each post's first photo, small, by post id; a frame of it where it is an animation.
    var thumbnails = RowPictures()
    /// Each post a large photo with its caption under it, rather than a compact row (Home's choice).
    var showsLargePhotos = false
    /// The first photos in full of the rows on screen and just below, by post id; only while
    /// the list shows large photos, and only of those rows, to stay small.
    var largePhotos = RowPictures()
    /// The rows on screen, as the view last said.
    var rowsOnScreen: Range<Int> = 0..<0
    /// No other screen is in front of the list: its animations play.
    var isInFront = true
    /// The person's choice: the photos as a grid, else every post as a list.
    var grid = RememberedToggle(true)
    var showsPostsAsGrid: Bool { grid.isOn }
    /// Whether the terminal draws pictures: the grid needs them.
    var drawsPictures = true
    /// Whether the posts shown, or being loaded, are only those with media: what an account's grid shows.
    var postsHaveMediaOnly = true {
        didSet { updateRows() }
    }
    /// The rows: my posts on their way, then the posts loaded, with or without the replies. Kept,
    /// not worked out on each key press: Home may hold thousands.
    private(set) var posts: [Post] = []
    /// A post is changing where it stands: the rows take it themselves.
    private var changesInPlace = false

    /// Fewer rows than this, with replies hidden, and older pages are fetched.
    static let enoughRows = 10

    /// The animations of the rows on screen, to loop in their thumbnails or large photos while
    /// the list is in front and the person lets things move (`playing`); none otherwise.
    func animationRequests(playing: Bool) -> [AnimationPlayer.Request] {
        guard playing, isInFront else { return [] }
        let onScreen = posts[rowsOnScreen.clamped(to: posts.indices)]
        return showsLargePhotos ? largePhotos.animating(onScreen) : thumbnails.animating(onScreen)
    }

    /// A frame of a row's animation, in place of its picture in the layout shown.
    mutating func receiveAnimationFrame(_ frame: PixelImage, forRow rowId: String) {
        if showsLargePhotos {
            largePhotos.receive(frame, forRow: rowId, isFinal: true)
        } else {
            thumbnails.receive(frame, forRow: rowId, isFinal: true)
        }
    }

    /// The row's animation ended by itself: it is not asked for again in the layout shown.
    mutating func animationEnded(forRow rowId: String) {
        if showsLargePhotos { largePhotos.animationEnded(forRow: rowId) } else { thumbnails.animationEnded(forRow: rowId) }
    }

    /// The large photos the rows on screen and just below still wait for, the others let go;
    /// none while the list shows compact rows.
    mutating func largePhotoRequests() -> [ThumbnailFetcher.Request] {
        largePhotos.keepingOnly(showsLargePhotos ? posts : [], onScreen: rowsOnScreen)
    }

    /// The layout the posts are drawn in: the grid where the source offers it, it is chosen and
    /// can be drawn.
    var isGrid: Bool { offersGrid && showsPostsAsGrid && drawsPictures }

    /// Whether the source may be drawn as a grid; any may, until a source is named.
    var offersGrid: Bool { source?.offersGrid ?? true }

    /// Hidden replies must not leave the screen short: older pages come until it is full.
    var isShortOfRows: Bool {
        !showsReplies && posts.count < Self.enoughRows && postList.items.contains { $0.isReply }
    }

    /// The server's newest page in place of what was shown; how many of its posts are above those
    /// shown before, unless only a saved copy was shown.
    mutating func showNewest(_ newest: [Post], hasOlder: Bool, fetchedAt: Date) -> Int {
        var newOnTop = 0
        if postList.hasLiveData {
            let shownIds = Set(postList.items.map(\.id))
            newOnTop = newest.prefix { !shownIds.contains($0.id) }.count
        }
        postList.showNewest(newest, hasOlder: hasOlder, fetchedAt: fetchedAt)
        return newOnTop
    }

    var isLoading: Bool { postList.isRefreshing || postList.isLoadingOlder }

    /// The line under the posts: loading, nothing there, the end, or none.
    var footerText: String? {
        if source == .home { return homeFooterText }
        if isLoading { return Strings.loadingPosts }
        switch (postList.footer, source) {
        case (.empty, .saved?): return Strings.noSavedPosts
        case (.empty, .hashtag?): return Strings.hashtagNoPosts
        case (.empty, .liked?): return Strings.noLikedPosts
        case (.empty, _): return postsHaveMediaOnly ? Strings.noPhotos : Strings.noPosts
        case (.end, .hashtag?): return Strings.hashtagEnd
        case (.end, _): return Strings.endOfPosts
        case (.none, _), (.loadingFirst, _), (.loadingOlder, _), (.notLoaded, _): return nil
        }
    }

    /// Home's line under the posts: nothing while its first page comes, then the feed's words.
    private var homeFooterText: String? {
        switch postList.footer {
        case .loadingOlder: Strings.loadingOlder
        case .empty, .notLoaded: Strings.emptyFeed
        case .end: Strings.endOfFeed
        case .none, .loadingFirst: nil
        }
    }

    /// A change as this list shows it: a post taken out of saved leaves my saved posts, and one
    /// unliked the posts I liked.
    func shownChange(for change: PostStoreChange) -> PostStoreChange {
        guard case .changed(let post) = change, let choice = source?.listedChoice, !post.isChosen(choice) else { return change }
        return .removed(originalId: post.id)
    }

    /// My post the server now has goes on top of Home and of my posts (a text post stays out of
    /// the photos' grid).
    mutating func putOnTop(_ post: Post) {
        guard source?.listsMyNewPosts == true, !postsHaveMediaOnly || !post.media.isEmpty else { return }
        postList.updateItems { posts in
            posts.removeAll { $0.id == post.id }
            posts.insert(post, at: 0)
        }
    }

    /// Another account blocked or muted: its posts leave the list. An account's own posts stay
    /// on its profile, to see whom the block was for and undo it. Whether any left.
    mutating func removePosts(shownByAccountId accountId: String) -> Bool {
        if case .account(accountId, _) = source { return false }
        let count = postList.items.count
        postList.updateItems { $0.removeAll { $0.isShown(byAccountId: accountId) } }
        return postList.items.count != count
    }

    /// An account's grid shows its photos, its list every post: the posts loaded follow the
    /// layout drawn. Whether they must be fetched again, from nothing, for the layout now drawn.
    mutating func followLayout() -> Bool {
        guard isGrid != postsHaveMediaOnly else { return false }
        postsHaveMediaOnly = isGrid
        // Saved, liked and a hashtag's posts are the same in either layout: nothing to fetch again.
        guard case .account = source else { return false }
        postList.restart()
        return true
    }

    /// A post liked (or saved) anywhere, not listed yet, goes on top of my liked (or saved) posts.
    /// Whether it did.
    mutating func putChosenOnTop(_ change: PostStoreChange) -> Bool {
        guard case .changed(let post) = change, let choice = source?.listedChoice, post.isChosen(choice),
            !postList.items.contains(where: { $0.originalId == post.id })
        else { return false }
        postList.updateItems { $0.insert(post, at: 0) }
        return true
    }

    /// My posts on their way as the outbox now has them; false when they are those shown.
    mutating func takeQueuedPosts(_ posts: [Post]) -> Bool {
        guard posts != queuedPosts else { return false }
        queuedPosts = posts
        return true
    }

    /// A change from the store applied to the posts and the rows; whether any row changed. A post
    /// changed where it stands (a like, an edit) is replaced in its rows alone: laying the rows
    /// out again would copy every post of a list that may hold thousands.
    mutating func apply(_ change: PostStoreChange) -> Bool {
        guard case .changed = change else { return postList.updateItems { change.apply(to: &$0) } }
        changesInPlace = true
        defer { changesInPlace = false }
        guard postList.updateItems({ change.apply(to: &$0) }) else { return false }
        return change.apply(to: &posts)
    }

    private mutating func updateRows() {
        guard !isHidden else {
            posts = []
            return
        }
        let listed = showsReplies ? postList.items : postList.items.filter { !$0.isReply }
        let queued = queuedRows
        // Most lists have no post of mine on its way: they share the page's posts, not copy them.
        posts = queued.isEmpty ? listed : queued + listed
    }

    private var queuedRows: [Post] {
        guard source?.listsMyNewPosts == true else { return [] }
        return postsHaveMediaOnly ? queuedPosts.filter { !$0.media.isEmpty } : queuedPosts
    }
}
