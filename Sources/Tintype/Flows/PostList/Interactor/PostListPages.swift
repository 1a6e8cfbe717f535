import FoundationEssentials

/// Module is responsible for a list of posts embedded in another module: paging, thumbnails, the
/// grid or the list, and every post as the store has it.
///
/// A page of any source's posts, from the service that lists them; a value the interactor's
/// requests capture, so that a request under way does not keep the module alive.
struct PostListPages: Sendable {
    let postService: any PostService
    let accountService: any AccountService
    let likeService: any LikeService
    let saveService: any SaveService
    let tagService: any TagService
    let timelineService: any TimelineService
    let quoteService: any QuoteService

    /// The posts of one page, whether more follow, and why they could not be kept for the next
    /// run where the source keeps them.
    struct Page: Sendable {
        var posts: [Post]
        var hasMore: Bool
        var storageProblem: FileCacheError?
    }

    /// The newest page, or with `more` the next one.
    func page(of source: PostListSource, onlyWithMedia: Bool, more: Bool) async throws -> Page {
        switch source {
        case .home:
            Page(timeline: more ? try await postService.obtainOlderHomeTimeline() : try await postService.obtainNewestHomeTimeline())
        case .account(let id, _):
            Page(reads: try await accountService.obtainPosts(ofAccountId: id, onlyWithMedia: onlyWithMedia, more: more))
        case .saved: Page(reads: try await saveService.obtainSavedPosts(more: more))
        case .hashtag(let name): Page(reads: try await tagService.obtainPhotoPosts(taggedWith: name, more: more))
        case .timeline(let timeline): Page(reads: try await timelineService.obtainPosts(of: timeline, more: more))
        case .quotes(let postId): Page(reads: try await quoteService.obtainQuotes(ofPostId: postId, more: more))
        case .liked:
            Page(timeline: more ? try await likeService.obtainOlderLikedPosts() : try await likeService.obtainNewestLikedPosts())
        }
    }
}

extension PostListPages.Page {
    init(reads: PageSlice<Post>) {
        self.init(posts: reads.items, hasMore: reads.hasMore)
    }

    init(timeline: TimelineSlice) {
        self.init(posts: timeline.posts, hasMore: timeline.hasOlder, storageProblem: timeline.storageProblem)
    }
}
