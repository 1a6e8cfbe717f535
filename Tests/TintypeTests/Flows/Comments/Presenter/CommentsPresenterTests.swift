import Foundation
import Localisation
import Testing

@testable import Tintype
@testable import TintypeApp

@MainActor
struct CommentsPresenterTests {
    let view = CommentsViewInputSpy()
    let interactor = CommentsInteractorInputSpy()
    let router = CommentsRouterInputSpy()
    let moduleOutput = CommentsModuleOutputSpy()

    private func makePresenter(comments: [Tintype.Comment] = []) -> CommentsPresenter {
        let presenter = CommentsPresenter(
            interactor: interactor, router: router, cellObjectFactory: CommentsCellObjectFactory(),
            context: ModuleContext(instanceName: "demo", now: { Date(timeIntervalSince1970: 2_000_000) }),
            draftSaveDelay: .milliseconds(10))
        presenter.view = view
        presenter.configure(withPostId: "1")
        presenter.setModuleOutput(moduleOutput)
        if !comments.isEmpty { presenter.didObtainComments(comments) }
        return presenter
    }

    @Test func testThatViewReadyAsksForTheThreadOfTheConfiguredPost() {
        // given
        let presenter = makePresenter()
        // when
        presenter.didTriggerViewReadyEvent()
        // then
        #expect(interactor.requestedThreads == ["1"])
    }

    @Test func testThatTheCommentNamedIsSelectedWhenTheThreadComes() {
        // given
        let presenter = makePresenter()
        presenter.configure(focusingCommentWithId: "c2")
        // when
        presenter.didObtainComments([CommentFixture.comment(id: "c1"), CommentFixture.comment(id: "c2")])
        // then
        #expect(view.selectedIndices == [1])
    }

    @Test func testThatTheCommentNamedIsSelectedOnlyOnce() {
        // given
        let presenter = makePresenter()
        presenter.configure(focusingCommentWithId: "c2")
        presenter.didObtainComments([CommentFixture.comment(id: "c1"), CommentFixture.comment(id: "c2")])
        // when: the thread comes again, the person having moved on
        presenter.didObtainComments([CommentFixture.comment(id: "c1"), CommentFixture.comment(id: "c2")])
        // then
        #expect(view.selectedIndices == [1])
    }

    @Test func testThatCommentsSentByTheOutboxItselfAreListenedForWhenShown() {
        // given
        let presenter = makePresenter()
        // when
        presenter.didTriggerViewReadyEvent()
        // then
        #expect(interactor.sentObservations == 1)
    }

    @Test func testThatTheInstancesLimitIsAskedForWhenWriting() {
        // given
        let presenter = makePresenter()
        // when
        presenter.didTriggerWriteEvent(selectedIndex: nil)
        // then
        #expect(interactor.limitRequests == 1)
    }

    @Test func testThatALimitComingAfterTheComposerIsGivenToIt() {
        // given
        let presenter = makePresenter()
        presenter.didTriggerWriteEvent(selectedIndex: nil)
        presenter.didObtainDraft("", forReplyToId: "1")
        // when
        presenter.didObtainCharacterLimit(5000)
        // then
        #expect(view.composerLimits == [5000])
    }

    @Test func testThatWritingWithNothingSelectedAnswersThePost() {
        // given
        let presenter = makePresenter(comments: [CommentFixture.comment(id: "2")])
        // when
        presenter.didTriggerWriteEvent(selectedIndex: nil)
        // then
        #expect(interactor.requestedDrafts == ["1"])
    }

    @Test func testThatWritingOnASelectedCommentAnswersIt() {
        // given
        let presenter = makePresenter(comments: [CommentFixture.comment(id: "2")])
        // when
        presenter.didTriggerWriteEvent(selectedIndex: 0)
        // then
        #expect(interactor.requestedDrafts == ["2"])
    }

    @Test func testThatTheComposerOpensWithTheDraftAndWhoItAnswers() {
        // given
        let presenter = makePresenter(comments: [CommentFixture.comment(id: "2")])
        presenter.didTriggerWriteEvent(selectedIndex: 0)
        // when
        presenter.didObtainDraft("half written", forReplyToId: "2")
        // then
        #expect(view.composers == [ComposerViewModel(title: "Reply to @grace", text: "half written", characterLimit: 500)])
    }

    @Test func testThatSendingAnEmptyCommentSendsNothing() {
        // given
        let presenter = makePresenter()
        presenter.didTriggerWriteEvent(selectedIndex: nil)
        // when
        presenter.didTriggerSendEvent("  \n ")
        // then
        #expect(interactor.sentComments.isEmpty)
    }

    @Test func testThatACommentOverTheLimitIsNotSent() {
        // given
        let presenter = makePresenter()
        presenter.didTriggerWriteEvent(selectedIndex: nil)
        presenter.didObtainCharacterLimit(5)
        presenter.didObtainDraft("", forReplyToId: "1")
        // when
        presenter.didTriggerSendEvent("123456")
        // then
        #expect(interactor.sentComments.isEmpty && view.notices.last?.text == "1 character over the limit: shorten it to send")
    }

    @Test func testThatSendingHandsTheTextToTheInteractor() {
        // given
        let presenter = makePresenter()
        presenter.didTriggerWriteEvent(selectedIndex: nil)
        // when
        presenter.didTriggerSendEvent("Très beau 🌅\n")
        // then
        #expect(interactor.sentComments.map(\.text) == ["Très beau 🌅"] && interactor.sentComments.map(\.postId) == ["1"])
    }

    @Test func testThatSendingLeavesClearingTheDraftToTheOutbox() {
        // given
        let presenter = makePresenter()
        presenter.didTriggerWriteEvent(selectedIndex: nil)
        // when
        presenter.didTriggerSendEvent("done")
        // then
        #expect(interactor.savedDrafts.isEmpty)
    }

    @Test func testThatClosingTheComposerKeepsTheDraft() {
        // given
        let presenter = makePresenter()
        presenter.didTriggerWriteEvent(selectedIndex: nil)
        // when
        presenter.didTriggerCloseComposerEvent("for later")
        // then
        #expect(interactor.savedDrafts.last?.text == "for later" && view.hideComposerRequests == 1)
    }

    @Test func testThatTypingSavesTheDraftOnceItStops() async {
        // given
        let presenter = makePresenter()
        presenter.didTriggerWriteEvent(selectedIndex: nil)
        // when
        presenter.didChangeDraft("a")
        presenter.didChangeDraft("ab")
        await presenter.draftSaveTask?.value
        // then
        #expect(interactor.savedDrafts.map(\.text) == ["ab"])
    }

    @Test func testThatAQueuedReplyGoesUnderItsParentOneLevelIn() {
        // given
        let presenter = makePresenter(comments: [
            CommentFixture.comment(id: "2"), CommentFixture.comment(id: "3", inReplyToId: "2", depth: 1),
            CommentFixture.comment(id: "4"),
        ])
        // when
        presenter.didQueueComment(CommentFixture.comment(id: "q", inReplyToId: "2", delivery: .sending))
        // then
        #expect(presenter.state.comments.map { "\($0.id):\($0.depth)" } == ["2:0", "3:1", "q:1", "4:0"])
    }

    @Test func testThatAQueuedCommentShowsAsSending() {
        // given
        let presenter = makePresenter()
        // when
        presenter.didQueueComment(CommentFixture.comment(id: "q", delivery: .sending))
        // then
        #expect(view.shownCellObjects.last?.first?.footer == "sending…")
    }

    @Test func testThatTheServersCommentReplacesTheQueuedOne() {
        // given
        let presenter = makePresenter()
        presenter.didQueueComment(CommentFixture.comment(id: "q", delivery: .sending))
        // when
        presenter.didSendComment(CommentFixture.comment(id: "77"), replacingId: "q")
        // then
        #expect(presenter.state.comments.map(\.id) == ["77"] && presenter.state.comments.first?.delivery == .sent)
    }

    @Test func testThatAQueuedCommentIsChosenSoItIsInView() {
        // given
        let presenter = makePresenter(comments: [CommentFixture.comment(id: "2"), CommentFixture.comment(id: "4")])
        // when
        presenter.didQueueComment(CommentFixture.comment(id: "q", delivery: .sending))
        // then
        #expect(view.selectedIndices == [2])
    }

    @Test func testThatTheServersCommentTakesTheQueuedOnesPlaceUnderItsNewId() {
        // given
        let presenter = makePresenter()
        presenter.didQueueComment(CommentFixture.comment(id: "q", delivery: .sending))
        // when
        presenter.didSendComment(CommentFixture.comment(id: "77"), replacingId: "q")
        // then
        #expect(view.renamings.last == ["q": "77"])
    }

    @Test func testThatASentCommentIsToldToTheHostModule() {
        // given
        let presenter = makePresenter()
        presenter.didQueueComment(CommentFixture.comment(id: "q", delivery: .sending))
        // when
        presenter.didSendComment(CommentFixture.comment(id: "77", inReplyToId: "1"), replacingId: "q")
        // then
        #expect(moduleOutput.sentReplyTargets == ["1"])
    }

    @Test func testThatACommentNotTakenStaysAsNotSent() {
        // given
        let presenter = makePresenter()
        presenter.didQueueComment(CommentFixture.comment(id: "q", delivery: .sending))
        // when
        presenter.didFailToSendComment(withId: "q", problem: .timedOut)
        // then
        #expect(view.shownCellObjects.last?.first?.footer == "not sent: demo did not answer in time · r retries · x takes it back")
    }

    @Test func testThatRetryAsksTheInteractorAgain() {
        // given
        let presenter = makePresenter(comments: [CommentFixture.comment(id: "q", delivery: .notSent("busy"))])
        // when
        presenter.didTriggerRefreshEvent(selectedIndex: 0)
        // then
        #expect(interactor.retriedIds == ["q"])
    }

    @Test func testThatRefreshOnASentCommentLoadsTheThreadAgain() {
        // given
        let presenter = makePresenter(comments: [CommentFixture.comment(id: "2")])
        // when
        presenter.didTriggerRefreshEvent(selectedIndex: 0)
        // then
        #expect(interactor.requestedThreads == ["1"] && interactor.retriedIds.isEmpty)
    }

    @Test func testThatAnAnswerToACommentStartsWithItsAuthorsHandle() {
        // given
        let presenter = makePresenter(comments: [CommentFixture.comment(id: "2", handle: "grace")])
        presenter.didTriggerWriteEvent(selectedIndex: 0)
        // when
        presenter.didObtainDraft("", forReplyToId: "2")
        // then
        #expect(view.composers.last?.text == "@grace ")
    }

    @Test func testThatASentCommentCannotBeDiscarded() {
        // given
        let presenter = makePresenter(comments: [CommentFixture.comment(id: "2")])
        // when
        presenter.didTriggerDiscardEvent(at: 0)
        // then
        #expect(interactor.discardedIds.isEmpty)
    }

    @Test func testThatADiscardedCommentBecomesTheDraft() {
        // given
        let presenter = makePresenter(comments: [CommentFixture.comment(id: "q", delivery: .notSent("busy"))])
        // when
        presenter.didDiscardComment(withId: "q", text: "mine", inReplyToId: "1")
        // then
        #expect(presenter.state.comments.isEmpty && view.notices.last?.text == Strings.discardedToDraft)
    }

    @Test func testThatACommentThatCannotBeTakenBackStaysAndSaysWhy() {
        // given
        let presenter = makePresenter(comments: [CommentFixture.comment(id: "q", delivery: .notSent("busy"))])
        // when
        presenter.didFailToDiscardComment(withId: "q", problem: .unreachable)
        // then
        #expect(presenter.state.comments.count == 1 && view.notices.last?.text == "still in the outbox: cannot reach demo")
    }

    @Test func testThatEnterOnACommentOpensItAsAPost() {
        // given
        let presenter = makePresenter(comments: [CommentFixture.comment(id: "2")])
        // when
        presenter.didSelectComment(at: 0)
        // then
        #expect(router.openedPostIds == ["2"])
    }

    @Test func testThatACommentNotYetSentDoesNotOpen() {
        // given
        let presenter = makePresenter(comments: [CommentFixture.comment(id: "q", delivery: .sending)])
        // when
        presenter.didSelectComment(at: 0)
        // then
        #expect(router.openedPostIds.isEmpty)
    }

    @Test func testThatProfileKeyAsksTheRouterForTheAuthor() {
        // given
        let presenter = makePresenter(comments: [CommentFixture.comment(id: "2", handle: "alan")])
        // when
        presenter.didTriggerProfileEvent(at: 0)
        // then
        #expect(router.profileRequests == ["a-alan"])
    }

    @Test func testThatAThreadThatFailedToLoadSaysWhy() {
        // given
        let presenter = makePresenter()
        // when
        presenter.didFailToObtainComments(.unreachable)
        // then
        #expect(view.notices.last == StatusLineViewModel(text: "comments not loaded: cannot reach demo", tone: .error))
    }

    @Test func testThatACommentThatCouldNotBeSavedGoesBackIntoTheComposer() {
        // given
        let presenter = makePresenter()
        // when
        presenter.didFailToQueueComment("keep me", inReplyToId: "1", problem: .storage("the disk is full"))
        // then
        #expect(view.composers.last?.text == "keep me")
    }

    @Test func testThatACommentFoundOnTheServerAlreadyInTheThreadIsShownOnce() {
        // given
        let presenter = makePresenter(comments: [
            CommentFixture.comment(id: "55"), CommentFixture.comment(id: "q", delivery: .sending),
        ])
        // when
        presenter.didSendComment(CommentFixture.comment(id: "55"), replacingId: "q")
        // then
        #expect(presenter.state.comments.map(\.id) == ["55"])
    }

    @Test func testThatACommentFoundOnTheServerAlreadyInTheThreadDoesNotCountAgain() {
        // given
        let presenter = makePresenter(comments: [
            CommentFixture.comment(id: "55"), CommentFixture.comment(id: "q", delivery: .sending),
        ])
        // when
        presenter.didSendComment(CommentFixture.comment(id: "55"), replacingId: "q")
        // then
        #expect(moduleOutput.sentReplyTargets.isEmpty)
    }

    @Test func testThatACommentTakenDownWhereItWasOpenedSaysSo() {
        // given
        let presenter = makePresenter()
        // when
        presenter.didDeletePost(writingAgain: false)
        // then
        #expect(view.notices.last?.text == Strings.postDeleted)
    }
}
