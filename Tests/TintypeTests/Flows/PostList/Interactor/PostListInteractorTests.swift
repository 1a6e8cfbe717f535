import Foundation
import Imaging
import MastodonAPI
import TestSupport
import Testing

@testable import Tintype
@testable import TintypeApp

@MainActor
struct PostListInteractorTests {
    let output = PostListInteractorOutputSpy()
    let store = PostStore()

    private func makeInteractor(
        posts: PostServiceStub = PostServiceStub(), publishing: PublishingServiceStub = PublishingServiceStub(),
        media: MediaServiceStub = MediaServiceStub(), accounts: AccountServiceStub = AccountServiceStub(),
        saves: SaveServiceStub = SaveServiceStub(),
        tags: TagServiceStub = TagServiceStub(), safety: SafetyServiceStub = SafetyServiceStub(), likes: LikeServiceStub = LikeServiceStub()
    ) -> PostListInteractor {
        let interactor = PostListInteractor(
            postService: posts, accountService: accounts, likeService: likes, boostService: BoostServiceStub(), saveService: saves,
            safetyService: safety, tagService: tags, timelineService: TimelineServiceStub(), quoteService: QuoteServiceStub(),
            publishingService: publishing, mediaService: media, postStore: store)
        interactor.output = output
        return interactor
    }

    @Test func testThatTheRememberedLayoutOfPostsIsReported() async {
        // given
        var accounts = AccountServiceStub()
        accounts.showsPostsAsGrid = false
        let interactor = makeInteractor(accounts: accounts)
        // when
        interactor.obtainShowsPostsAsGrid()
        await interactor.work.idle()
        // then
        #expect(output.layouts == [false])
    }

    @Test func testThatPostsComeWithWhetherThereAreOlderOnes() async {
        // given
        let page = Page(items: [EntityFixture.status(id: "2")], older: .older(than: "2"), newer: nil)
        let interactor = makeInteractor(accounts: AccountServiceStub(posts: .success(page)))
        // when
        interactor.obtainPosts(from: .account(id: "g", isMine: false), onlyWithMedia: false, more: false)
        await interactor.work.idle()
        // then
        #expect(output.postPages.first?.posts.map(\.id) == ["2"] && output.postPages.first?.hasOlderPosts == true)
    }

    @Test func testThatSavedPostsComeAsPosts() async {
        // given
        let interactor = makeInteractor(saves: SaveServiceStub(savedPosts: .success([EntityFixture.status(id: "9", bookmarked: true)])))
        // when
        interactor.obtainPosts(from: .saved, onlyWithMedia: false, more: false)
        await interactor.work.idle()
        // then
        #expect(output.postPages.first?.posts.map(\.isSaved) == [true])
    }

    @Test func testThatAPageFetchedIsKeptInTheStore() async {
        // given
        let page = Page(items: [EntityFixture.status(id: "2")], older: nil, newer: nil)
        let interactor = makeInteractor(accounts: AccountServiceStub(posts: .success(page)))
        // when
        interactor.obtainPosts(from: .account(id: "g", isMine: false), onlyWithMedia: false, more: false)
        await interactor.work.idle()
        // then
        #expect(store.post(withOriginalId: "2") != nil)
    }

    @Test func testThatAPageThatDidNotComeSaysWhetherItWasAnOlderOne() async {
        // given
        let interactor = makeInteractor(accounts: AccountServiceStub(posts: .failure(.transport(.unreachable("down")))))
        // when
        interactor.obtainPosts(from: .account(id: "g", isMine: false), onlyWithMedia: false, more: true)
        await interactor.work.idle()
        // then
        #expect(output.postProblems.map(\.areOlder) == [true])
    }

    @Test func testThatAHashtagsPhotoPostsAreAskedForByItsName() async {
        // given
        let tags = TagServiceStub(posts: .success([EntityFixture.status(id: "9")]), hasMore: true)
        let interactor = makeInteractor(tags: tags)
        // when
        interactor.obtainPosts(from: .hashtag(name: "moths"), onlyWithMedia: true, more: true)
        await interactor.work.idle()
        // then
        #expect(tags.askedPages.items.map(\.name) == ["moths"] && output.postPages.map { $0.posts.map(\.id) } == [["9"]])
    }

    @Test func testThatABlockOrMuteIsReported() async throws {
        // given
        let interactor = makeInteractor(safety: SafetyServiceStub(silencedElsewhere: ["g"]))
        // when
        interactor.observeChanges(to: .saved)
        // then: the store's changes are listened to until the module closes
        #expect(try await Polling.holds { output.silencedAccounts == ["g"] })
        interactor.work.cancelAll()
    }

    @Test func testThatANewPostStreamedIsReported() async throws {
        // given
        var tags = TagServiceStub()
        tags.newPosts = 1
        let interactor = makeInteractor(tags: tags)
        // when
        interactor.observeChanges(to: .hashtag(name: "moths"))
        // then: the store's changes are listened to until the module closes
        #expect(try await Polling.holds { output.newPosts == 1 })
        interactor.work.cancelAll()
    }

    @Test func testThatThePostsILikedComeAsPosts() async {
        // given
        let slice = TimelineSlice(
            posts: PostMapper.posts(from: [EntityFixture.status(id: "7", favourited: true)]), hasOlder: true, fetchedAt: Date())
        let interactor = makeInteractor(likes: LikeServiceStub(likedPosts: .success(slice)))
        // when
        interactor.obtainPosts(from: .liked, onlyWithMedia: false, more: false)
        await interactor.work.idle()
        // then
        #expect(output.postPages.first?.posts.map(\.id) == ["7"] && output.postPages.first?.hasOlderPosts == true)
    }

    @Test func testThatThePostsILikedThatCouldNotBeKeptSaySo() async {
        // given
        let slice = TimelineSlice(
            posts: PostMapper.posts(from: [EntityFixture.status(id: "7")]), hasOlder: false, fetchedAt: Date(), storageProblem: .diskFull)
        let interactor = makeInteractor(likes: LikeServiceStub(likedPosts: .success(slice)))
        // when
        interactor.obtainPosts(from: .liked, onlyWithMedia: false, more: false)
        await interactor.work.idle()
        // then
        #expect(output.keepingProblems.count == 1)
    }

    @Test func testThatTheLastRunsCopyOfThePostsILikedIsReported() async {
        // given
        let saved = TimelineSlice(
            posts: PostMapper.posts(from: [EntityFixture.status(id: "7")]), hasOlder: false, fetchedAt: Date(timeIntervalSince1970: 5))
        let interactor = makeInteractor(likes: LikeServiceStub(cachedLikedPosts: saved))
        // when
        interactor.obtainCachedPosts(from: .liked)
        await interactor.work.idle()
        // then
        #expect(output.cachedPages.first?.savedAt == Date(timeIntervalSince1970: 5))
    }

    @Test func testThatAnotherSourceHasNoCopyFromTheLastRun() async {
        // given
        let saved = TimelineSlice(posts: PostMapper.posts(from: [EntityFixture.status(id: "7")]), hasOlder: false, fetchedAt: Date())
        let interactor = makeInteractor(likes: LikeServiceStub(cachedLikedPosts: saved))
        // when
        interactor.obtainCachedPosts(from: .saved)
        await interactor.work.idle()
        // then
        #expect(output.cachedPages.isEmpty)
    }

    @Test func testThatALikeTheServerRefusesIsReported() async {
        // given
        let interactor = makeInteractor(likes: LikeServiceStub(refusal: .forbidden(nil)))
        // when
        interactor.performChoice(.like, true, originalId: "7")
        await interactor.work.idle()
        // then
        #expect(output.choiceProblems.map(\.choice) == [.like])
    }

    @Test func testThatALikeShowsInTheStoreAtOnce() {
        // given
        _ = store.receive([PostMapper.post(from: EntityFixture.status(id: "7"))], askedAt: store.now)
        let interactor = makeInteractor()
        // when
        interactor.performChoice(.like, true, originalId: "7")
        // then
        #expect(store.post(withOriginalId: "7")?.isLiked == true)
    }

    @Test func testThatALikeTheServerRefusesGoesBackOnEveryScreen() async {
        // given
        _ = store.receive([.fixture(id: "7", likes: 1, isLiked: true)], askedAt: store.now)
        let interactor = makeInteractor(likes: LikeServiceStub(refusal: .forbidden(nil)))
        // when
        interactor.performChoice(.like, false, originalId: "7")
        await interactor.work.idle()
        // then
        #expect(store.post(withOriginalId: "7")?.isLiked == true)
    }

    @Test func testThatAPostLikedAndNotAnsweredYetIsOnTopOfThePostsILiked() async {
        // given: post 9 liked here, its like not answered; the server's page has post 7 alone
        _ = store.receive([.fixture(id: "9")], askedAt: store.now)
        store.choose(.like, true, originalId: "9")
        let slice = TimelineSlice(
            posts: PostMapper.posts(from: [EntityFixture.status(id: "7", favourited: true)]), hasOlder: false, fetchedAt: Date())
        let interactor = makeInteractor(likes: LikeServiceStub(likedPosts: .success(slice)))
        // when
        interactor.obtainPosts(from: .liked, onlyWithMedia: false, more: false)
        await interactor.work.idle()
        // then
        #expect(output.postPages.first?.posts.map(\.id) == ["9", "7"])
    }

    // MARK: - Home

    @Test func testThatHomesNewestPostsComeAsPlainPosts() async {
        // given
        let slice = TimelineSlice(posts: PostMapper.posts(from: [EntityFixture.status(id: "1")]), hasOlder: true, fetchedAt: Date())
        let interactor = makeInteractor(posts: PostServiceStub(newest: .success(slice)))
        // when
        interactor.obtainPosts(from: .home, onlyWithMedia: false, more: false)
        await interactor.work.idle()
        // then
        #expect(output.postPages.first?.posts.first?.caption == "Hello world")
    }

    @Test func testThatHomesOlderPostsComeWithWhetherThereAreMore() async {
        // given
        let older = TimelineSlice(posts: PostMapper.posts(from: [EntityFixture.status(id: "3")]), hasOlder: false, fetchedAt: Date())
        let interactor = makeInteractor(posts: PostServiceStub(older: .success(older)))
        // when
        interactor.obtainPosts(from: .home, onlyWithMedia: false, more: true)
        await interactor.work.idle()
        // then
        #expect(output.postPages.first?.areOlder == true && output.postPages.first?.hasOlderPosts == false)
    }

    @Test func testThatAnUnreachableServerIsReportedForHome() async {
        // given
        let interactor = makeInteractor(posts: PostServiceStub(newest: .failure(.transport(.unreachable("refused")))))
        // when
        interactor.obtainPosts(from: .home, onlyWithMedia: false, more: false)
        await interactor.work.idle()
        // then
        #expect(output.postProblems.first?.problem == .unreachable)
    }

    @Test func testThatARateLimitIsReportedWithItsEnd() async {
        // given
        let until = Date(timeIntervalSince1970: 5000)
        let interactor = makeInteractor(posts: PostServiceStub(newest: .failure(.rateLimited(until: until))))
        // when
        interactor.obtainPosts(from: .home, onlyWithMedia: false, more: false)
        await interactor.work.idle()
        // then
        #expect(output.postProblems.first?.problem == .rateLimited(until: until))
    }

    @Test func testThatTheLastRunsCopyOfHomeIsReported() async {
        // given
        let cached = TimelineSlice(posts: PostMapper.posts(from: [EntityFixture.status(id: "7")]), hasOlder: false, fetchedAt: Date())
        let interactor = makeInteractor(posts: PostServiceStub(cached: cached))
        // when
        interactor.obtainCachedPosts(from: .home)
        await interactor.work.idle()
        // then
        #expect(output.cachedPages.first?.posts.map(\.id) == ["7"])
    }

    @Test func testThatHomeNotSavedSaysSo() async {
        // given
        let slice = TimelineSlice(posts: [], hasOlder: false, fetchedAt: Date(), storageProblem: .diskFull)
        let interactor = makeInteractor(posts: PostServiceStub(newest: .success(slice)))
        // when
        interactor.obtainPosts(from: .home, onlyWithMedia: false, more: false)
        await interactor.work.idle()
        // then
        #expect(output.keepingProblems == [.storage("the disk is full")])
    }

    @Test func testThatAPageAskedForBeforeALikeWasAnsweredComesWithTheLike() async {
        // given: the older page asked for; while it is on its way, post 1 liked and the like answered
        store.receive([.fixture(id: "1", likes: 2)], askedAt: store.now)
        let service = PostServiceStub(
            older: .success(TimelineSlice(posts: [.fixture(id: "1", likes: 2)], hasOlder: false, fetchedAt: Date())), holdsOlder: true)
        let interactor = makeInteractor(posts: service)
        interactor.obtainPosts(from: .home, onlyWithMedia: false, more: true)
        await service.waitUntilOlderAskedFor()
        store.choose(.like, true, originalId: "1")
        store.confirm(.like, answer: .fixture(id: "1", likes: 3, isLiked: true))
        // when: the page comes, the post in it as it was before the like
        await service.letOlderGo()
        await interactor.work.idle()
        // then
        #expect(output.postPages.first?.posts.first?.isLiked == true)
    }

    @Test func testThatALargePhotoIsReportedForItsPost() async {
        // given
        let photo = PixelImage(width: 2, height: 2, filledWith: .white)
        let interactor = makeInteractor(media: MediaServiceStub(answer: { _ in .success(photo) }))
        let item = MediaItem(kind: .photo, altText: nil, url: "https://x/1.jpg")
        // when
        interactor.obtainLargePhotos(for: [ThumbnailFetcher.Request(rowId: "7", item: item)])
        await interactor.work.idle()
        // then
        #expect(output.largePhotos == ["7"])
    }

    @Test func testThatMyPostOnItsWayComesToHomeMarkedSending() async {
        // given
        let publishing = PublishingServiceStub()
        await publishing.setQueued([OutboxItem(action: .post(OutboxPost(text: "Sunday")), id: "q1")])
        let interactor = makeInteractor(publishing: publishing)
        // when
        interactor.observeChanges(to: .home)
        await eventually { !output.queuedPosts.isEmpty }
        interactor.work.cancelAll()
        // then
        #expect(output.queuedPosts.last?.map(\.delivery) == [.sending])
    }

    @Test func testThatAQueuedCommentIsNotAPostOnHome() async {
        // given
        let publishing = PublishingServiceStub()
        await publishing.setQueued([OutboxItem(action: .post(OutboxPost(text: "Agreed", inReplyToId: "7")), id: "q1")])
        let interactor = makeInteractor(publishing: publishing)
        // when
        interactor.observeChanges(to: .home)
        await eventually { !output.queuedPosts.isEmpty }
        interactor.work.cancelAll()
        // then
        #expect(output.queuedPosts.last?.isEmpty == true)
    }
}
