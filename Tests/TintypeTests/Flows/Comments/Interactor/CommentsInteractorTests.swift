import MastodonAPI
import Testing

@testable import Tintype
@testable import TintypeApp

@MainActor
struct CommentsInteractorTests {
    private func makeInteractor(_ service: CommentServiceStub) -> (CommentsInteractor, CommentsInteractorOutputSpy) {
        let interactor = CommentsInteractor(commentService: service, postStore: PostStore())
        let output = CommentsInteractorOutputSpy()
        interactor.output = output
        return (interactor, output)
    }

    @Test func testThatTheThreadComesBackAsComments() async {
        // given
        let service = CommentServiceStub(replies: .success([EntityFixture.status(id: "2", inReplyToId: "1")]))
        let (interactor, output) = makeInteractor(service)
        // when
        interactor.obtainComments(underPostId: "1")
        await interactor.work.idle()
        // then
        #expect(output.threads.first?.map(\.id) == ["2"])
    }

    @Test func testThatAThreadThatCannotLoadIsAProblem() async {
        // given
        let (interactor, output) = makeInteractor(CommentServiceStub(replies: .failure(.notFound(nil))))
        // when
        interactor.obtainComments(underPostId: "1")
        await interactor.work.idle()
        // then
        #expect(output.problems == [.notFound])
    }

    @Test func testThatACommentIsReportedQueuedBeforeItIsSent() async {
        // given
        let service = CommentServiceStub(sendResult: nil)
        let (interactor, output) = makeInteractor(service)
        // when
        interactor.sendComment("Très bien 👍", inReplyToId: "1")
        await service.waitUntilSendStarts()
        // then
        #expect(output.queued.first?.delivery == .sending && output.sent.isEmpty)
    }

    @Test func testThatASentCommentReplacesTheQueuedOne() async {
        // given
        let service = CommentServiceStub(sendResult: .success(EntityFixture.status(id: "77", inReplyToId: "1")))
        let (interactor, output) = makeInteractor(service)
        // when
        interactor.sendComment("hello", inReplyToId: "1")
        await interactor.work.idle()
        // then
        #expect(output.sent.first?.comment.id == "77" && output.sent.first?.queuedId == output.queued.first?.id)
    }

    @Test func testThatACommentTheServerDidNotTakeIsReported() async {
        // given
        let service = CommentServiceStub(sendResult: .failure(.transport(.timedOut)))
        let (interactor, output) = makeInteractor(service)
        // when
        interactor.sendComment("hello", inReplyToId: "1")
        await interactor.work.idle()
        // then
        #expect(output.sendFailures.first?.problem == .timedOut)
    }

    @Test func testThatTheSavedDraftComesBack() async {
        // given
        let service = CommentServiceStub()
        try? await service.saveDraft("à suivre", forReplyToId: "1")
        let (interactor, output) = makeInteractor(service)
        // when
        interactor.obtainDraft(forReplyToId: "1")
        await interactor.work.idle()
        // then
        #expect(output.drafts.map(\.text) == ["à suivre"])
    }

    @Test func testThatTheInstanceLimitComesBack() async {
        // given
        let (interactor, output) = makeInteractor(CommentServiceStub(characterLimit: 5000))
        // when
        interactor.obtainCharacterLimit()
        await interactor.work.idle()
        // then
        #expect(output.limits == [5000])
    }

    @Test func testThatRetryingSendsTheSameOutboxItem() async {
        // given
        let service = CommentServiceStub(sendResult: .success(EntityFixture.status(id: "77", inReplyToId: "1")))
        let item = OutboxItem(action: .comment(text: "again", inReplyToId: "1"), rejection: .refused(serverMessage: "busy"))
        await service.setQueued([item])
        let (interactor, output) = makeInteractor(service)
        // when
        interactor.retryComment(withId: item.id)
        await interactor.work.idle()
        // then
        #expect(await service.sentItems.map(\.idempotencyKey) == [item.idempotencyKey])
    }

    @Test func testThatADiscardedCommentGivesItsTextBack() async {
        // given
        let service = CommentServiceStub()
        let item = OutboxItem(action: .comment(text: "take me back", inReplyToId: "1"))
        await service.setQueued([item])
        let (interactor, output) = makeInteractor(service)
        // when
        interactor.discardComment(withId: item.id)
        await interactor.work.idle()
        // then
        #expect(output.discarded.first?.text == "take me back")
    }

    @Test func testThatACommentThatArrivedAfterAllIsReportedSentInsteadOfTakenBack() async {
        // given
        let service = CommentServiceStub()
        let item = OutboxItem(action: .comment(text: "take me back", inReplyToId: "1"), attempts: 1)
        await service.setQueued([item])
        await service.setTakeBackArrival(EntityFixture.status(id: "77", inReplyToId: "1"))
        let (interactor, output) = makeInteractor(service)
        // when
        interactor.discardComment(withId: item.id)
        await interactor.work.idle()
        // then
        #expect(output.sent.first?.comment.id == "77" && output.discarded.isEmpty)
    }
}

@MainActor
struct CommentsInteractorLeftoverTests {
    @Test func testThatACommentLeftOnItsWayIsFollowedUntilItArrives() async {
        // given
        let service = CommentServiceStub(sendResult: .success(EntityFixture.status(id: "77", inReplyToId: "1")))
        let item = OutboxItem(action: .comment(text: "from last time", inReplyToId: "1"))
        await service.setQueued([item])
        let interactor = CommentsInteractor(commentService: service, postStore: PostStore())
        let output = CommentsInteractorOutputSpy()
        interactor.output = output
        // when
        interactor.obtainComments(underPostId: "1")
        await interactor.work.idle()
        // then
        #expect(output.sent.first?.queuedId == item.id)
    }

    @Test func testThatACommentTheOutboxSendsByItselfIsReportedSent() async {
        // given: a comment told "not sent", then the server comes back
        let service = CommentServiceStub()
        let item = OutboxItem(action: .comment(text: "from a while ago", inReplyToId: "1"))
        await service.setQueued([item])
        let interactor = CommentsInteractor(commentService: service, postStore: PostStore())
        let output = CommentsInteractorOutputSpy()
        interactor.output = output
        interactor.observeSentComments()
        await eventuallyAwaiting { await service.isObservingSentComments }
        // when
        await service.confirmByItself(item, as: EntityFixture.status(id: "77", inReplyToId: "1"))
        await eventually { !output.sent.isEmpty }
        // then
        #expect(output.sent.map(\.queuedId) == [item.id] && output.sent.map(\.comment.id) == ["77"])
    }

    @Test func testThatACommentDeliveredWhileTheThreadLoadsIsNotLostFromIt() async {
        // given: the outbox sends the leftover comment while the replies are on their way
        let service = CommentServiceStub(sendResult: .success(EntityFixture.status(id: "77", inReplyToId: "1")))
        let item = OutboxItem(action: .comment(text: "from last time", inReplyToId: "1"))
        await service.setQueued([item])
        await service.setDeliversQueuedDuringFetch()
        let interactor = CommentsInteractor(commentService: service, postStore: PostStore())
        let output = CommentsInteractorOutputSpy()
        interactor.output = output
        // when
        interactor.obtainComments(underPostId: "1")
        await interactor.work.idle()
        // then
        #expect(output.threads.first?.map(\.id) == [item.id])
    }
}
