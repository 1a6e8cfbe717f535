import Foundation
import Testing

@testable import Tintype
@testable import TintypeApp

struct FeedStateTests {
    private static let fetchedAt = Date(timeIntervalSince1970: 1_000_000)

    private static func state(with posts: [Post]) -> FeedState {
        var state = FeedState()
        state.showNewest(FeedSlice(posts: posts, hasOlderPosts: true, fetchedAt: fetchedAt))
        return state
    }

    @Test func testThatAPostStillOnItsWayCannotBeLiked() {
        // given
        var state = FeedState()
        var queued = Post.fixture(id: "q")
        queued.delivery = .sending
        state.queuedPosts = [queued]
        // when
        let post = state.sentPost(at: 0)
        // then
        #expect(post == nil)
    }

    @Test func testThatAScreenOfRepliesHiddenIsShortOfRows() {
        // given
        let replies = (1...12).map { id -> Post in
            var reply = Post.fixture(id: String(id))
            reply.isReply = true
            return reply
        }
        // when
        let state = Self.state(with: replies)
        // then
        #expect(state.isShortOfRows)
    }

    @Test func testThatPostsOnTopOfThoseShownAreCounted() {
        // given
        var state = Self.state(with: [.fixture(id: "2"), .fixture(id: "1")])
        // when
        state.showNewest(
            FeedSlice(posts: [.fixture(id: "4"), .fixture(id: "3"), .fixture(id: "2")], hasOlderPosts: true, fetchedAt: Self.fetchedAt))
        // then
        #expect(state.newPostsCount == 2)
    }

    @Test func testThatAFirstPageCountsNoNewPosts() {
        // given
        var state = FeedState()
        // when
        state.showNewest(FeedSlice(posts: [.fixture(id: "1")], hasOlderPosts: true, fetchedAt: Self.fetchedAt))
        // then
        #expect(state.newPostsCount == 0)
    }

    @Test func testThatAgesWorkedOutAMinuteAgoMissedATick() {
        // given
        var state = FeedState()
        state.agesShownAt = Self.fetchedAt
        // when
        let missed = state.hasMissedAgeTick(now: Self.fetchedAt.addingTimeInterval(61))
        // then
        #expect(missed)
    }

    @Test func testThatAFeedNeverFetchedIsStale() {
        // given
        let state = FeedState()
        // when
        let isStale = state.isStale(now: Self.fetchedAt, interval: .seconds(60))
        // then
        #expect(isStale)
    }

    @Test func testThatCompactRowsAskForNoLargePhotos() {
        // given
        var state = Self.state(with: [.fixture(id: "1", media: [MediaItem(kind: .photo, altText: nil, url: "https://x/1.jpg")])])
        _ = state.thumbnailRequests(onScreen: 0..<1)
        // when
        let requests = state.largePhotoRequests()
        // then
        #expect(requests.isEmpty)
    }

    @Test func testThatALikeReachesTheRowShown() {
        // given
        var state = Self.state(with: [.fixture(id: "1"), .fixture(id: "2")])
        // when
        _ = state.apply(.changed(.fixture(id: "2", likes: 1, isLiked: true)))
        // then
        #expect(state.shownPosts.last?.isLiked == true)
    }

    @Test func testThatALikeReachesTheLoadedPosts() {
        // given
        var state = Self.state(with: [.fixture(id: "1"), .fixture(id: "2")])
        // when
        _ = state.apply(.changed(.fixture(id: "2", likes: 1, isLiked: true)))
        // then
        #expect(state.posts.last?.isLiked == true)
    }

    @Test func testThatAChangeToAPostNotShownChangesNothing() {
        // given
        var state = Self.state(with: [.fixture(id: "1")])
        // when
        let changed = state.apply(.changed(.fixture(id: "9", isLiked: true)))
        // then
        #expect(!changed)
    }

    @Test func testThatAPostTakenDownLeavesTheRowsShown() {
        // given
        var state = Self.state(with: [.fixture(id: "1"), .fixture(id: "2")])
        // when
        _ = state.apply(.removed(originalId: "1"))
        // then
        #expect(state.shownPosts.map(\.id) == ["2"])
    }
}
