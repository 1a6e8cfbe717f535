import MastodonAPI
import Testing

@testable import Tintype

@MainActor
struct HashtagInteractorTests {
    let output = HashtagInteractorOutputSpy()

    private func interactor(_ service: TagServiceStub) -> HashtagInteractor {
        let interactor = HashtagInteractor(
            tagService: service, mediaService: MediaServiceStub(), safetyService: SafetyServiceStub(silencedElsewhere: ["g"]),
            postStore: PostStore())
        interactor.output = output
        return interactor
    }

    @Test func testThatInteractorDoesNotKeepItsOutputAlive() {
        // given
        let interactor = HashtagInteractor(
            tagService: TagServiceStub(), mediaService: MediaServiceStub(), safetyService: SafetyServiceStub(), postStore: PostStore())
        weak var output: HashtagInteractorOutputSpy?
        do {
            let spy = HashtagInteractorOutputSpy()
            interactor.output = spy
            output = spy
        }
        // when
        interactor.cancelAllRequests()
        // then
        #expect(output == nil)
    }

    @Test func testThatTheTagsPostsComeMapped() async {
        // given
        let interactor = interactor(TagServiceStub(posts: .success([EntityFixture.status(id: "9")]), hasMore: true))
        // when
        interactor.obtainPosts(taggedWith: "moths", more: false)
        await interactor.work.idle()
        // then
        #expect(output.posts.map { $0.posts.map(\.id) } == [["9"]] && output.posts.map(\.hasMore) == [true])
    }

    @Test func testThatTheNextPageIsAskedForByTheTagsName() async {
        // given
        let service = TagServiceStub()
        let interactor = interactor(service)
        // when
        interactor.obtainPosts(taggedWith: "moths", more: true)
        await interactor.work.idle()
        // then
        #expect(service.askedPages.items.map(\.name) == ["moths"] && service.askedPages.items.map(\.more) == [true])
    }

    @Test func testThatAFailedPageIsTold() async {
        // given
        let interactor = interactor(TagServiceStub(posts: .failure(.rateLimited(until: nil))))
        // when
        interactor.obtainPosts(taggedWith: "moths", more: false)
        await interactor.work.idle()
        // then
        #expect(output.failures == [false])
    }

    @Test func testThatABlockOrMuteIsReported() async {
        // given
        let interactor = interactor(TagServiceStub())
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
        let interactor = interactor(tags)
        // when
        interactor.observeNewPosts(taggedWith: "moths")
        await interactor.work.idle()
        // then
        #expect(output.newPosts == 1)
    }
}
