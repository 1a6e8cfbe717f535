import Foundation
import MastodonAPI
import Testing

@testable import Tintype
@testable import TintypeApp

@MainActor
struct PostHistoryInteractorTests {
    @Test func testThatInteractorDoesNotKeepItsOutputAlive() {
        // given
        let interactor = PostHistoryInteractor(postService: PostServiceStub())
        weak var output: PostHistoryInteractorOutputSpy?
        do {
            let spy = PostHistoryInteractorOutputSpy()
            interactor.output = spy
            output = spy
        }
        // when
        interactor.cancelAllRequests()
        // then
        #expect(output == nil)
    }

    @Test func testThatTheVersionsComeNewestFirstAsCleanText() async {
        // given
        let service = PostServiceStub()
        await service.setHistory([
            StatusEditEntity(createdAt: Date(timeIntervalSince1970: 1), content: "<p>Rising</p>"),
            StatusEditEntity(createdAt: Date(timeIntervalSince1970: 2), content: "<p>Risen &amp; baked</p>"),
        ])
        let interactor = PostHistoryInteractor(postService: service)
        let output = PostHistoryInteractorOutputSpy()
        interactor.output = output
        // when
        interactor.obtainHistory(ofPostId: "7")
        await interactor.work.idle()
        // then
        #expect(output.histories.first?.map(\.caption) == ["Risen & baked", "Rising"])
    }

    @Test func testThatAHistoryThatDidNotComeIsReported() async {
        // given
        let interactor = PostHistoryInteractor(postService: PostServiceStub())
        let output = PostHistoryInteractorOutputSpy()
        interactor.output = output
        // when
        interactor.obtainHistory(ofPostId: "7")
        await interactor.work.idle()
        // then
        #expect(output.problems == [.notFound])
    }
}
