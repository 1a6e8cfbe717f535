import Foundation
import MastodonAPI
import Testing

@testable import Tintype

@MainActor
struct PostListInteractorTests {
    let output = PostListInteractorOutputSpy()
    let store = PostStore()

    private func makeInteractor(
        accounts: AccountServiceStub = AccountServiceStub(), saves: SaveServiceStub = SaveServiceStub(),
        tags: TagServiceStub = TagServiceStub(), safety: SafetyServiceStub = SafetyServiceStub()
    ) -> PostListInteractor {
        let interactor = PostListInteractor(
            accountService: accounts, saveService: saves, safetyService: safety, tagService: tags,
            publishingService: PublishingServiceStub(), mediaService: MediaServiceStub(), postStore: store)
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

    @Test func testThatABlockOrMuteIsReported() async {
        // given
        let interactor = makeInteractor(safety: SafetyServiceStub(silencedElsewhere: ["g"]))
        // when
        interactor.observeSilencedAccounts()
        await interactor.work.idle()
        // then
        #expect(output.silencedAccounts == ["g"])
    }

    @Test func testThatANewPostStreamedIsReported() async {
        // given
        var tags = TagServiceStub()
        tags.newPosts = 1
        let interactor = makeInteractor(tags: tags)
        // when
        interactor.observeNewPosts(taggedWith: "moths")
        await interactor.work.idle()
        // then
        #expect(output.newPosts == 1)
    }
}
