import Foundation
import Imaging
import MastodonAPI
import Testing

@testable import Tintype
@testable import TintypeApp

@MainActor
struct FeedInteractorTests {
    let output = FeedInteractorOutputSpy()
    let postStore = PostStore()
    let ticker = ManualTicker()

    private func makeInteractor(
        _ service: PostServiceStub, publishing: PublishingServiceStub = PublishingServiceStub(),
        accounts: AccountServiceStub = AccountServiceStub(), safety: SafetyServiceStub = SafetyServiceStub(),
        choices: ChoiceServiceStub = ChoiceServiceStub(), likes: LikeServiceStub = LikeServiceStub()
    ) -> FeedInteractor {
        let interactor = FeedInteractor(
            postService: service, publishingService: publishing, accountService: accounts, mediaService: MediaServiceStub(),
            safetyService: safety, choiceService: choices, postStore: postStore,
            agesClock: RefreshClock(interval: RefreshClock.agesInterval, sleep: ticker.sleep),
            choices: PostChoiceSender(
                likeService: likes, boostService: BoostServiceStub(), saveService: SaveServiceStub(), postStore: postStore))
        interactor.output = output
        return interactor
    }

    @Test func testThatALikeTheServerRefusesIsReported() async {
        // given
        let interactor = makeInteractor(PostServiceStub(), likes: LikeServiceStub(refusal: .forbidden(nil)))
        // when
        interactor.performChoice(.like, true, originalId: "7")
        await interactor.work.idle()
        // then
        #expect(output.choiceProblems.map(\.choice) == [.like])
    }

    @Test func testThatEachMinuteTheAgesAreToldToTick() async {
        // given
        let interactor = makeInteractor(PostServiceStub())
        interactor.observeAgeTicks()
        await ticker.waitForSleeper()
        // when
        await ticker.passInterval()
        // then
        #expect(output.ageTicks == 1)
        interactor.cancelAllRequests()
        ticker.tick()
    }

    @Test func testThatStoppedAgesTickNoMore() async {
        // given
        let interactor = makeInteractor(PostServiceStub())
        interactor.observeAgeTicks()
        await ticker.waitForSleeper()
        // when
        interactor.stopAgeTicks()
        ticker.tick()
        await interactor.work.idle()
        // then
        #expect(output.ageTicks == 0)
    }

    @Test func testThatInteractorReportsNewestPostsAsPlainPosts() async {
        // given
        let slice = TimelineSlice(posts: PostMapper.posts(from: [EntityFixture.status(id: "1")]), hasOlder: true, fetchedAt: Date())
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
        let cached = TimelineSlice(posts: PostMapper.posts(from: [EntityFixture.status(id: "7")]), hasOlder: false, fetchedAt: Date())
        let interactor = makeInteractor(PostServiceStub(cached: cached))
        // when
        interactor.obtainCachedFeed()
        await interactor.work.idle()
        // then
        #expect(output.cachedFeeds.first?.posts.map(\.id) == ["7"])
    }

    @Test func testThatInteractorReportsOlderPosts() async {
        // given
        let older = TimelineSlice(posts: PostMapper.posts(from: [EntityFixture.status(id: "3")]), hasOlder: false, fetchedAt: Date())
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
        let slice = TimelineSlice(posts: PostMapper.posts(from: []), hasOlder: false, fetchedAt: Date(), storageProblem: .diskFull)
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

    @Test func testThatAnEditOnTheStreamReachesEveryScreen() async {
        // given
        let service = PostServiceStub()
        await service.setChangedPosts([.edited(PostMapper.post(from: EntityFixture.status(id: "1", content: "<p>Edited</p>")))])
        postStore.receive([.fixture(id: "1", caption: "First words")], askedAt: postStore.now)
        let interactor = makeInteractor(service)
        // when
        interactor.observeChangedPosts()
        await interactor.work.idle()
        // then
        #expect(postStore.post(withOriginalId: "1")?.caption == "Edited")
    }

    @Test func testThatAPostTakenDownOnTheStreamLeavesEveryScreen() async {
        // given
        let service = PostServiceStub()
        await service.setChangedPosts([.deleted(statusId: "1")])
        postStore.receive([.fixture(id: "1")], askedAt: postStore.now)
        let interactor = makeInteractor(service)
        // when
        interactor.observeChangedPosts()
        await interactor.work.idle()
        // then
        #expect(postStore.post(withOriginalId: "1") == nil)
    }

    /// The outbox tells that the server refused the like of post 1, and the interactor hears it.
    private func hearRefusalOfTheLike() async {
        let refused = SettledChoice(.like(postId: "1"), outcome: .refused(.refused(serverMessage: "Validation failed")))
        let interactor = makeInteractor(PostServiceStub(), choices: ChoiceServiceStub(settled: [refused].compactMap { $0 }))
        interactor.observeSettledChoices()
        await interactor.work.idle()
    }

    @Test func testThatALikeRefusedAfterTheServerWasAwayIsUndoneOnEveryScreen() async {
        // given: a like shown while its answer waits
        postStore.receive([.fixture(id: "1", likes: 2)], askedAt: postStore.now)
        postStore.choose(.like, true, originalId: "1")
        // when
        await hearRefusalOfTheLike()
        // then
        #expect(postStore.post(withOriginalId: "1")?.likesCount == 2)
    }

    @Test func testThatALikeRefusedAfterTheServerWasAwayIsExplained() async {
        // given
        postStore.receive([.fixture(id: "1", likes: 2)], askedAt: postStore.now)
        postStore.choose(.like, true, originalId: "1")
        // when
        await hearRefusalOfTheLike()
        // then
        #expect(output.refusedChoices.map(\.choice) == [.like])
    }

    @Test func testThatARefusalAScreenAlreadyExplainedIsNotExplainedAgain() async {
        // given: the like was refused at once, and its screen said so
        postStore.receive([.fixture(id: "1", likes: 2)], askedAt: postStore.now)
        postStore.choose(.like, true, originalId: "1")
        postStore.refuse(.like, true, originalId: "1")
        // when
        await hearRefusalOfTheLike()
        // then
        #expect(output.refusedChoices.isEmpty)
    }

    @Test func testThatALikeConfirmedAfterTheServerWasAwayNoLongerWaits() async {
        // given
        postStore.receive([.fixture(id: "1", likes: 2)], askedAt: postStore.now)
        postStore.choose(.like, true, originalId: "1")
        let confirmed = SettledChoice(
            .like(postId: "1"), outcome: .confirmed(PostMapper.post(from: EntityFixture.status(id: "1", favourited: true))))
        let interactor = makeInteractor(PostServiceStub(), choices: ChoiceServiceStub(settled: [confirmed].compactMap { $0 }))
        interactor.observeSettledChoices()
        await interactor.work.idle()
        // when: a later copy says the like was taken back elsewhere
        let shown = postStore.receive([.fixture(id: "1", likes: 2)], askedAt: postStore.now)
        // then
        #expect(shown.first?.isLiked == false)
    }

    @Test func testThatAPageAskedForBeforeALikeWasAnsweredComesWithTheLike() async {
        // given: the older page asked for; while it is on its way, post 1 liked and the like answered
        postStore.receive([.fixture(id: "1", likes: 2)], askedAt: postStore.now)
        let service = PostServiceStub(
            older: .success(TimelineSlice(posts: [.fixture(id: "1", likes: 2)], hasOlder: false, fetchedAt: Date())), holdsOlder: true)
        let interactor = makeInteractor(service)
        interactor.obtainOlderPosts()
        await service.waitUntilOlderAskedFor()
        postStore.choose(.like, true, originalId: "1")
        postStore.confirm(.like, answer: .fixture(id: "1", likes: 3, isLiked: true))
        // when: the page comes, the post in it as it was before the like
        await service.letOlderGo()
        await interactor.work.idle()
        // then
        #expect(output.olderPosts.first?.posts.first?.isLiked == true)
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
        let interactor = FeedInteractor(
            postService: PostServiceStub(), publishingService: PublishingServiceStub(), accountService: AccountServiceStub(),
            mediaService: MediaServiceStub(answer: { _ in .success(photo) }), safetyService: SafetyServiceStub(),
            choiceService: ChoiceServiceStub(), postStore: PostStore(), agesClock: RefreshClock(interval: .seconds(60)),
            choices: PostChoiceSender(
                likeService: LikeServiceStub(), boostService: BoostServiceStub(), saveService: SaveServiceStub(), postStore: PostStore()))
        interactor.output = output
        let item = MediaItem(kind: .photo, altText: nil, url: "https://x/1.jpg")
        // when
        interactor.obtainLargePhotos(for: [ThumbnailFetcher.Request(rowId: "7", item: item)])
        await interactor.work.idle()
        // then
        #expect(output.largePhotos.map(\.postId) == ["7"])
    }

    @Test func testThatAQueuedPostComesMarkedSending() async {
        // given
        let publishing = PublishingServiceStub()
        await publishing.setQueued([OutboxItem(action: .post(OutboxPost(text: "Sunday")), id: "q1")])
        let interactor = makeInteractor(PostServiceStub(), publishing: publishing)
        // when
        interactor.observeQueuedPosts()
        await interactor.work.idle()
        // then
        #expect(output.queuedPosts.last?.map(\.delivery) == [.sending])
    }

    @Test func testThatAQueuedPostIsMineByName() async {
        // given
        let publishing = PublishingServiceStub()
        await publishing.setQueued([OutboxItem(action: .post(OutboxPost(text: "Sunday")), id: "q1")])
        let alan = AccountEntity(id: "a", username: "alan", acct: "alan", displayName: "Alan Turing")
        let interactor = makeInteractor(PostServiceStub(), publishing: publishing, accounts: AccountServiceStub(account: alan))
        // when
        interactor.observeQueuedPosts()
        await interactor.work.idle()
        // then
        #expect(output.queuedPosts.last?.first?.author.displayName == "Alan Turing")
    }

    @Test func testThatAQueuedCommentIsNotAPost() async {
        // given
        let publishing = PublishingServiceStub()
        await publishing.setQueued([OutboxItem(action: .post(OutboxPost(text: "Agreed", inReplyToId: "7")), id: "q1")])
        let interactor = makeInteractor(PostServiceStub(), publishing: publishing)
        // when
        interactor.observeQueuedPosts()
        await interactor.work.idle()
        // then
        #expect(output.queuedPosts.last?.isEmpty == true)
    }

    @Test func testThatASentQueuedPostIsToldWithTheServersPost() async {
        // given
        let publishing = PublishingServiceStub()
        let interactor = makeInteractor(PostServiceStub(), publishing: publishing)
        // when
        await publishing.tellSent(queuedId: "q1", status: EntityFixture.status(id: "100"))
        interactor.observeSentPosts()
        await eventually { !output.sentQueuedPosts.isEmpty }
        interactor.cancelAllRequests()
        // then
        #expect(output.sentQueuedPosts.first?.queuedId == "q1" && output.sentQueuedPosts.first?.post.id == "100")
    }

    @Test func testThatABlockOrMuteIsReported() async {
        // given
        let interactor = makeInteractor(PostServiceStub(), safety: SafetyServiceStub(silencedElsewhere: ["a3"]))
        // when
        interactor.observeSilencedAccounts()
        await interactor.work.idle()
        // then
        #expect(output.silencedAccounts == ["a3"])
    }
}
