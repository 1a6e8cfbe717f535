import Foundation
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
        _ service: PostServiceStub, safety: SafetyServiceStub = SafetyServiceStub(), choices: ChoiceServiceStub = ChoiceServiceStub()
    ) -> FeedInteractor {
        let interactor = FeedInteractor(
            postService: service, safetyService: safety, choiceService: choices, postStore: postStore,
            agesClock: RefreshClock(interval: RefreshClock.agesInterval, sleep: ticker.sleep))
        interactor.output = output
        return interactor
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

    @Test func testThatABlockOrMuteHidesTheQuotesOfTheAccountsPostsOnEveryScreen() async {
        // given: post "2" quotes a post by account "a3"
        var quoting = Post.fixture(id: "2")
        quoting.quote = .shown(
            QuotedPost(id: "1", author: Author(id: "a3", displayName: "Grace", handle: "grace"), createdAt: nil, caption: "Bugs"))
        postStore.receive([quoting], askedAt: postStore.now)
        let interactor = makeInteractor(PostServiceStub(), safety: SafetyServiceStub(silencedElsewhere: ["a3"]))
        // when
        interactor.observeSilencedAccounts()
        await interactor.work.idle()
        // then
        #expect(postStore.post(withOriginalId: "2")?.quote == .hidden)
    }
}
