import Localisation

/// Everything the post list's presenter remembers.
struct PostListState {
    var source: PostListSource?
    /// The view is on screen: the layout, and so what to fetch, is known.
    var isViewReady = false
    /// The posts listed and where their paging stands.
    var postList = PagedList<Post>()
    /// My new posts still in the outbox, shown on top of my own posts (the grid takes those with photos).
    var queuedPosts: [Post] = []
    /// A suspended account's posts are not listed.
    var isHidden = false
    /// Each post's first photo, small, by post id; a frame of it where it is an animation.
    var thumbnails = RowPictures()
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
    var postsHaveMediaOnly = true

    /// The animations of the rows on screen, to loop while the list is in front and the person
    /// lets things move (`playing`); none otherwise.
    func animationRequests(playing: Bool) -> [AnimationPlayer.Request] {
        guard playing, isInFront else { return [] }
        return thumbnails.animating(posts[rowsOnScreen.clamped(to: posts.indices)])
    }

    /// The layout the posts are drawn in: the grid where it is chosen and can be drawn.
    var isGrid: Bool { showsPostsAsGrid && drawsPictures }

    var isLoading: Bool { postList.isRefreshing || postList.isLoadingOlder }

    /// Whether the list shows my own posts, where a new one of mine goes.
    var listsMyPosts: Bool {
        guard case .account(_, isMine: true) = source else { return false }
        return true
    }

    /// The rows: my posts on their way, then the posts loaded.
    var posts: [Post] {
        guard !isHidden else { return [] }
        guard listsMyPosts, !queuedPosts.isEmpty else { return postList.items }
        return queuedPosts.filter { !postsHaveMediaOnly || !$0.media.isEmpty } + postList.items
    }

    /// The line under the posts: loading, nothing there, the end, or none.
    var footerText: String? {
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

    /// A change as this list shows it: a post taken out of saved leaves my saved posts, and one
    /// unliked the posts I liked.
    func shownChange(for change: PostStoreChange) -> PostStoreChange {
        guard case .changed(let post) = change, let choice = source?.listedChoice, !post.isChosen(choice) else { return change }
        return .removed(originalId: post.id)
    }

    /// My post the server now has goes on top of my posts (a text post stays out of the photos' grid).
    mutating func putOnTop(_ post: Post) {
        guard listsMyPosts, !postsHaveMediaOnly || !post.media.isEmpty else { return }
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
}
