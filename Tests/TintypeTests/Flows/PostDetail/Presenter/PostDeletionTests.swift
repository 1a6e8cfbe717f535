import Localisation
import Testing

@testable import Tintype

@MainActor
struct PostDeletionTests {
    private let interactor = PostDetailInteractorInputSpy()
    private let statuses = DeletionStatuses()
    private let deletion: PostDeletion
    private let post = Post.fixture(id: "7")

    init() {
        deletion = PostDeletion(
            interactor: interactor, explain: { "because \($0)" },
            showStatus: { [statuses] text, tone in statuses.lines.append((text, tone)) })
    }

    @Test func testThatTheFirstPressAsks() {
        // given
        // when
        deletion.delete(post, mayBeMine: true, writingAgain: false, isRepeated: false)
        // then
        #expect(interactor.deleteRequests.isEmpty && statuses.lines.last?.tone == .warning)
    }

    @Test func testThatTheSameKeyNextTakesItDown() {
        // given
        deletion.delete(post, mayBeMine: true, writingAgain: true, isRepeated: false)
        // when
        deletion.delete(post, mayBeMine: true, writingAgain: true, isRepeated: true)
        // then
        #expect(interactor.deleteRequests.map(\.keepingAsDraft) == [true])
    }

    @Test func testThatSomeoneElsesPostIsNotAsked() {
        // given
        // when
        deletion.delete(post, mayBeMine: false, writingAgain: false, isRepeated: false)
        // then
        #expect(statuses.lines.map(\.text) == [Strings.deleteOnlyYours])
    }

    @Test func testThatNothingMoreIsSentWhileItGoes() {
        // given
        deletion.delete(post, mayBeMine: true, writingAgain: false, isRepeated: false)
        deletion.delete(post, mayBeMine: true, writingAgain: false, isRepeated: true)
        // when
        deletion.delete(post, mayBeMine: true, writingAgain: false, isRepeated: true)
        // then
        #expect(interactor.deleteRequests.count == 1 && deletion.isDeleting)
    }

    @Test func testThatAFailureLetsItBeAskedAgain() {
        // given
        deletion.delete(post, mayBeMine: true, writingAgain: false, isRepeated: false)
        deletion.delete(post, mayBeMine: true, writingAgain: false, isRepeated: true)
        // when
        deletion.didFail(.unreachable)
        // then
        #expect(!deletion.isDeleting && statuses.lines.last?.tone == .warning)
    }
}

private final class DeletionStatuses {
    var lines: [(text: String, tone: StatusLineViewModel.Tone)] = []
}
