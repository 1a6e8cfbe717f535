import Foundation
import Testing

@testable import Tintype
@testable import TintypeApp

struct PostListStateTests {
    private static let fetchedAt = Date(timeIntervalSince1970: 1_000_000)

    /// Home, its newest page shown.
    private static func home(with posts: [Post]) -> PostListState {
        var state = PostListState()
        state.source = .home
        state.postsHaveMediaOnly = false
        _ = state.showNewest(posts, hasOlder: true, fetchedAt: fetchedAt)
        return state
    }

    @Test func testThatAScreenOfRepliesHiddenIsShortOfRows() {
        // given
        let replies = (1...12).map { id -> Post in
            var reply = Post.fixture(id: String(id))
            reply.isReply = true
            return reply
        }
        // when
        let state = Self.home(with: replies)
        // then
        #expect(state.isShortOfRows)
    }

    @Test func testThatAFewPostsWithNoneHiddenAreNotShortOfRows() {
        // when
        let state = Self.home(with: [.fixture(id: "2"), .fixture(id: "1")])
        // then
        #expect(!state.isShortOfRows)
    }

    @Test func testThatMyGridLeavingOutMyTextPostOnItsWayIsNotShortOfRows() {
        // given: my photos as a grid, and a post of text on its way
        var state = PostListState()
        state.source = .account(id: "a", isMine: true)
        _ = state.showNewest(
            [.fixture(id: "1", media: [MediaItem(kind: .photo, altText: nil, url: "https://x/1.jpg")])], hasOlder: true,
            fetchedAt: Self.fetchedAt)
        // when
        state.queuedPosts = [.fixture(id: "q")]
        // then
        #expect(!state.isShortOfRows)
    }

    @Test func testThatPostsOnTopOfThoseShownAreCounted() {
        // given
        var state = Self.home(with: [.fixture(id: "2"), .fixture(id: "1")])
        // when
        let newOnTop = state.showNewest(
            [.fixture(id: "4"), .fixture(id: "3"), .fixture(id: "2")], hasOlder: true, fetchedAt: Self.fetchedAt)
        // then
        #expect(newOnTop == 2)
    }

    @Test func testThatAFirstPageCountsNoNewPosts() {
        // given
        var state = PostListState()
        state.source = .home
        // when
        let newOnTop = state.showNewest([.fixture(id: "1")], hasOlder: true, fetchedAt: Self.fetchedAt)
        // then
        #expect(newOnTop == 0)
    }

    @Test func testThatCompactRowsAskForNoLargePhotos() {
        // given
        var state = Self.home(with: [.fixture(id: "1", media: [MediaItem(kind: .photo, altText: nil, url: "https://x/1.jpg")])])
        state.rowsOnScreen = 0..<1
        // when
        let requests = state.largePhotoRequests()
        // then
        #expect(requests.isEmpty)
    }

    @Test func testThatHomeListsMyTextPostOnItsWay() {
        // given
        var state = Self.home(with: [.fixture(id: "1")])
        var queued = Post.fixture(id: "q")
        queued.delivery = .sending
        // when
        state.queuedPosts = [queued]
        // then
        #expect(state.posts.map(\.id) == ["q", "1"])
    }

    @Test func testThatALikeReachesTheRowShown() {
        // given
        var state = Self.home(with: [.fixture(id: "1"), .fixture(id: "2")])
        // when
        _ = state.apply(.changed(.fixture(id: "2", likes: 1, isLiked: true)))
        // then
        #expect(state.posts.last?.isLiked == true)
    }

    @Test func testThatALikeReachesTheLoadedPosts() {
        // given
        var state = Self.home(with: [.fixture(id: "1"), .fixture(id: "2")])
        // when
        _ = state.apply(.changed(.fixture(id: "2", likes: 1, isLiked: true)))
        // then
        #expect(state.postList.items.last?.isLiked == true)
    }

    @Test func testThatAChangeToAPostNotShownChangesNothing() {
        // given
        var state = Self.home(with: [.fixture(id: "1")])
        // when
        let changed = state.apply(.changed(.fixture(id: "9", isLiked: true)))
        // then
        #expect(!changed)
    }

    @Test func testThatAPostTakenDownLeavesTheRowsShown() {
        // given
        var state = Self.home(with: [.fixture(id: "1"), .fixture(id: "2")])
        // when
        _ = state.apply(.removed(originalId: "1"))
        // then
        #expect(state.posts.map(\.id) == ["2"])
    }

    @Test func testThatAnotherListShowsReplies() {
        // given
        var reply = Post.fixture(id: "1")
        reply.isReply = true
        var state = PostListState()
        state.source = .hashtag(name: "moths")
        // when
        _ = state.showNewest([reply], hasOlder: false, fetchedAt: Self.fetchedAt)
        // then
        #expect(state.posts.map(\.id) == ["1"])
    }
}
