import Foundation
import Imaging
import MastodonAPI
import Testing

@testable import Tintype

@MainActor
struct FeedInteractorTests {
    let output = FeedInteractorOutputSpy()

    private func makeInteractor(_ service: PostServiceStub) -> FeedInteractor {
        let interactor = FeedInteractor(postService: service, mediaService: MediaServiceStub())
        interactor.output = output
        return interactor
    }

    @Test func testThatInteractorReportsNewestPostsAsPlainPosts() async {
        // given
        let slice = TimelineSlice(statuses: [EntityFixture.status(id: "1")], hasOlder: true, fetchedAt: Date())
        let interactor = makeInteractor(PostServiceStub(newest: .success(slice)))
        // when
        interactor.obtainNewestFeed()
        await interactor.work.idle()
        // then
        #expect(output.newestFeeds.first?.posts.first?.caption == "Hello world")
    }

    @Test func testThatInteractorReportsAnUnreachableServer() async {
        // given
        let interactor = makeInteractor(PostServiceStub(newest: .failure(.transport(.unreachable("refused")))))
        // when
        interactor.obtainNewestFeed()
        await interactor.work.idle()
        // then
        #expect(output.newestFeedProblems == [.unreachable])
    }

    @Test func testThatInteractorReportsARateLimitWithItsEnd() async {
        // given
        let until = Date(timeIntervalSince1970: 5000)
        let interactor = makeInteractor(PostServiceStub(newest: .failure(.rateLimited(until: until))))
        // when
        interactor.obtainNewestFeed()
        await interactor.work.idle()
        // then
        #expect(output.newestFeedProblems == [.rateLimited(until: until)])
    }

    @Test func testThatInteractorReportsTheCachedFeed() async {
        // given
        let cached = TimelineSlice(statuses: [EntityFixture.status(id: "7")], hasOlder: false, fetchedAt: Date())
        let interactor = makeInteractor(PostServiceStub(cached: cached))
        // when
        interactor.obtainCachedFeed()
        await interactor.work.idle()
        // then
        #expect(output.cachedFeeds.first?.posts.map(\.id) == ["7"])
    }

    @Test func testThatInteractorReportsOlderPosts() async {
        // given
        let older = TimelineSlice(statuses: [EntityFixture.status(id: "3")], hasOlder: false, fetchedAt: Date())
        let interactor = makeInteractor(PostServiceStub(older: .success(older)))
        // when
        interactor.obtainOlderPosts()
        await interactor.work.idle()
        // then
        #expect(output.olderPosts.first?.hasOlderPosts == false)
    }

    @Test func testThatInteractorReportsAFailureToLoadOlderPosts() async {
        // given
        let interactor = makeInteractor(PostServiceStub(older: .failure(.server(status: 503, message: nil))))
        // when
        interactor.obtainOlderPosts()
        await interactor.work.idle()
        // then
        #expect(output.olderPostsProblems == [.serverError(status: 503)])
    }

    @Test func testThatInteractorReportsTheSavingProblem() async {
        // given
        let slice = TimelineSlice(statuses: [], hasOlder: false, fetchedAt: Date(), storageProblem: .diskFull)
        let interactor = makeInteractor(PostServiceStub(newest: .success(slice)))
        // when
        interactor.obtainNewestFeed()
        await interactor.work.idle()
        // then
        #expect(output.storageProblems.first == .storage("the disk is full"))
    }

    @Test func testThatEachLivePostIsReported() async {
        // given
        let service = PostServiceStub()
        await service.setNewPosts(3)
        let interactor = makeInteractor(service)
        // when
        interactor.observeNewPosts()
        await interactor.work.idle()
        // then
        #expect(output.newPostSignals == 3)
    }

    @Test func testThatTheRememberedLayoutIsReported() async {
        // given
        let service = PostServiceStub()
        await service.saveShowsLargePhotos(true)
        let interactor = makeInteractor(service)
        // when
        interactor.obtainShowsLargePhotos()
        await interactor.work.idle()
        // then
        #expect(output.showsLargePhotosAnswers == [true])
    }

    @Test func testThatALargePhotoIsReportedForItsPost() async {
        // given
        let photo = PixelImage(width: 2, height: 2, filledWith: .white)
        let interactor = FeedInteractor(postService: PostServiceStub(), mediaService: MediaServiceStub(answer: { _ in .success(photo) }))
        interactor.output = output
        let item = MediaItem(kind: .photo, altText: nil, url: "https://x/1.jpg")
        // when
        interactor.obtainLargePhotos(for: [ThumbnailFetcher.Request(rowId: "7", item: item)])
        await interactor.work.idle()
        // then
        #expect(output.largePhotos.map(\.postId) == ["7"])
    }
}
