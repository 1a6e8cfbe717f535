import MastodonAPI
import Testing

@testable import Tintype
@testable import TintypeApp

@MainActor
struct HashtagInteractorTests {
    let output = HashtagInteractorOutputSpy()

    private func interactor(_ service: TagServiceStub) -> HashtagInteractor {
        let interactor = HashtagInteractor(tagService: service)
        interactor.output = output
        return interactor
    }

    @Test func testThatInteractorDoesNotKeepItsOutputAlive() {
        // given
        let interactor = HashtagInteractor(tagService: TagServiceStub())
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

    @Test func testThatTheTagAsTheServerHasItIsReported() async {
        // given
        let interactor = interactor(TagServiceStub(tag: .success(TagEntity(name: "moths", isFollowing: true))))
        // when
        interactor.obtainTag(named: "moths")
        await interactor.work.idle()
        // then
        #expect(output.tags.map(\.isFollowed) == [true])
    }

    @Test func testThatARefusedFollowIsReported() async {
        // given
        var tags = TagServiceStub()
        tags.followRefusal = .forbidden(nil)
        let interactor = interactor(tags)
        // when
        interactor.performFollow(true, tagNamed: "moths")
        await interactor.work.idle()
        // then
        #expect(output.followFailures == 1)
    }
}
