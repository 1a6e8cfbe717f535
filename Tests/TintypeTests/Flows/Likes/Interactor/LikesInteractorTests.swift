import Foundation
import MastodonAPI
import TestSupport
import Testing

@testable import Tintype

@MainActor
struct LikesInteractorTests {
    let output = LikesInteractorOutputSpy()
    let ticker = ManualTicker()

    private func interactor(_ likeService: LikeServiceStub) -> LikesInteractor {
        let interactor = LikesInteractor(
            likeService: likeService, postService: PostServiceStub(), mediaService: MediaServiceStub(),
            clock: RefreshClock(interval: .seconds(60), sleep: ticker.sleep))
        interactor.output = output
        return interactor
    }

    private static func group(postId: String, content: String = "<p>hello</p>") -> LikeActivityGroup {
        LikeActivityGroup(
            post: EntityFixture.status(id: postId, content: content),
            likers: [AccountEntity(id: "g", username: "grace", acct: "grace", displayName: "Grace\u{202E}Hopper")],
            likesCount: 1, newestNotificationId: "9", latestLikeAt: nil)
    }

    @Test func testThatLikesComeAsPlainGroups() async {
        // given
        let slice = LikeActivitySlice(groups: [Self.group(postId: "7")], hasOlder: true, fetchedAt: Date())
        let interactor = interactor(LikeServiceStub(activity: .success(slice)))
        // when
        interactor.obtainNewestLikeActivity()
        await interactor.work.idle()
        // then
        #expect(output.activities.first?.activity.groups.map(\.id) == ["7"] && output.activities.first?.activity.hasOlderGroups == true)
    }

    @Test func testThatALikersNameIsCleanedBeforeItIsShown() async {
        // given: a name with a bidi override
        let slice = LikeActivitySlice(groups: [Self.group(postId: "7")], hasOlder: false, fetchedAt: Date())
        let interactor = interactor(LikeServiceStub(activity: .success(slice)))
        // when
        interactor.obtainNewestLikeActivity()
        await interactor.work.idle()
        // then
        #expect(output.activities.first?.activity.groups.first?.likers.first?.displayName == "GraceHopper")
    }

    @Test func testThatAFailureToLoadLikesIsReported() async {
        // given
        let interactor = interactor(LikeServiceStub())
        // when
        interactor.obtainNewestLikeActivity()
        await interactor.work.idle()
        // then
        #expect(output.problems == [.unreachable])
    }

    @Test func testThatPostsILikedComeAsPosts() async {
        // given
        let slice = TimelineSlice(statuses: [EntityFixture.status(id: "5")], hasOlder: false, fetchedAt: Date())
        let interactor = interactor(LikeServiceStub(likedPosts: .success(slice)))
        // when
        interactor.obtainOlderLikedPosts()
        await interactor.work.idle()
        // then
        #expect(output.likedPosts.first?.slice.posts.map(\.id) == ["5"] && output.likedPosts.first?.areOlder == true)
    }

    @Test func testThatTheUnseenCountIsReported() async {
        // given
        let interactor = interactor(LikeServiceStub(unseenCount: .success(4)))
        // when
        interactor.obtainUnseenLikesCount()
        await interactor.work.idle()
        // then
        #expect(output.unseenCounts == [4])
    }

    @Test func testThatAFailedCountLeavesTheCountAlone() async {
        // given
        let interactor = interactor(LikeServiceStub())
        // when
        interactor.obtainUnseenLikesCount()
        await interactor.work.idle()
        // then
        #expect(output.unseenCounts.isEmpty)
    }

    @Test func testThatEachLiveLikeIsReported() async {
        // given
        let interactor = interactor(LikeServiceStub(newLikes: 2))
        // when
        interactor.observeNewLikes()
        await interactor.work.idle()
        // then
        #expect(output.newLikes == 2)
    }

    @Test func testThatMarkingSeenReachesTheService() async {
        // given
        let marked = LockedList<String>()
        let interactor = interactor(LikeServiceStub(markedSeen: marked))
        // when
        interactor.markLikesSeen()
        await interactor.work.idle()
        // then
        #expect(marked.items == ["seen"])
    }

    @Test func testThatEachRefreshIntervalIsReported() async {
        // given
        let interactor = interactor(LikeServiceStub())
        interactor.observeRefreshTime()
        await ticker.waitForSleeper()
        // when
        await ticker.passInterval()
        // then
        #expect(output.refreshTimes == 1)
        interactor.cancelAllRequests()
        ticker.tick()
    }

    @Test func testThatARefusedUnlikeIsReported() async {
        // given
        let interactor = interactor(LikeServiceStub(refusal: .forbidden(nil)))
        // when
        interactor.performUnlike(postId: "7")
        await interactor.work.idle()
        // then
        #expect(output.failedUnlikes.map(\.postId) == ["7"])
    }

    @Test func testThatAnUnlikeAnswersWithThePost() async {
        // given
        let interactor = interactor(LikeServiceStub())
        // when
        interactor.performUnlike(postId: "7")
        await interactor.work.idle()
        // then
        #expect(output.unliked.map(\.isLiked) == [false])
    }
}
