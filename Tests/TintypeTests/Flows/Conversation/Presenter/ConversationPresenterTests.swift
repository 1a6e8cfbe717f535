import Foundation
import Localisation
import Testing

@testable import Tintype
@testable import TintypeApp

@MainActor
struct ConversationPresenterTests {
    let view = ConversationViewInputSpy()
    let interactor = ConversationInteractorInputSpy()
    let router = ConversationRouterInputSpy()
    let presenter: ConversationPresenter
    static let grace = Author(id: "g", displayName: "Grace Hopper", handle: "grace")

    init() {
        presenter = ConversationPresenter(
            interactor: interactor, router: router, cellObjectFactory: ConversationCellObjectFactory(), context: .test(),
            draftSaveDelay: .zero)
        presenter.view = view
        presenter.configure(with: .new(with: [Self.grace]))
    }

    static func message(_ id: String, delivery: Delivery = .sent, mine: Bool = false) -> Message {
        Message(
            id: id, author: mine ? nil : grace, createdAt: Date(timeIntervalSince1970: 1_000_000), text: "Hello \(id)", delivery: delivery)
    }

    @Test func testThatTheMessagesOfTheConversationAreAskedForWhenShown() {
        // given
        // when
        presenter.didTriggerViewReadyEvent()
        // then
        #expect(interactor.messageRequests == ["g"] && interactor.draftRequests == ["g"] && interactor.observeRequests == 1)
    }

    @Test func testThatMessagesSentByTheOutboxItselfAreListenedForWhenShown() {
        // given
        // when
        presenter.didTriggerViewReadyEvent()
        // then
        #expect(interactor.sentObservations == ["g"])
    }

    @Test func testThatTheConversationIsBeingReadWhileShown() {
        // given
        presenter.didTriggerViewReadyEvent()
        // when
        presenter.didTriggerCloseEvent(draft: "")
        // then
        #expect(interactor.keysBeingRead.isEmpty)
    }

    @Test func testThatShowingTheConversationMarksItBeingRead() {
        // given
        // when
        presenter.didTriggerViewReadyEvent()
        // then
        #expect(interactor.keysBeingRead == ["g"])
    }

    @Test func testThatTheOpenerHearsTheConversationWasRead() {
        // given
        let opener = ConversationModuleOutputSpy()
        presenter.setModuleOutput(opener)
        // when
        presenter.didObtainMessages([Self.message("1")])
        // then
        #expect(opener.readKeys == ["g"])
    }

    @Test func testThatThePeopleNameTheModule() {
        // given
        // when
        presenter.didTriggerViewReadyEvent()
        // then
        #expect(view.shownTitles == ["Grace Hopper"])
    }

    @Test func testThatTheComposerOpensWithTheDraft() {
        // given
        presenter.didTriggerViewReadyEvent()
        // when
        presenter.didObtainDraft("half a thought")
        // then
        #expect(view.shownComposers.map(\.text) == ["half a thought"] && view.shownComposers.first?.title == "Message to Grace Hopper")
    }

    @Test func testThatTheInstancesLimitIsAskedForWhenShown() {
        // given
        // when
        presenter.didTriggerViewReadyEvent()
        // then
        #expect(interactor.limitRequests == 1)
    }

    @Test func testThatALimitComingAfterTheBoxIsGivenToIt() {
        // given
        presenter.didObtainDraft("")
        // when
        presenter.didObtainCharacterLimit(5000)
        // then
        #expect(view.composerLimits == [5000])
    }

    @Test func testThatTheMessagesAreShownOldestFirst() {
        // given
        presenter.didTriggerViewReadyEvent()
        // when
        presenter.didObtainMessages([Self.message("1"), Self.message("2")])
        // then
        #expect(view.shownCellObjects.last?.map(\.messageId) == ["1", "2"])
    }

    @Test func testThatSendingTrimsTheTextAndEmptiesTheBox() {
        // given
        presenter.didObtainDraft("")
        // when
        presenter.didTriggerSendEvent("  À bientôt 👋 \n")
        // then
        #expect(interactor.sentTexts == ["À bientôt 👋"] && view.composerTexts == [""])
    }

    @Test func testThatAnEmptyMessageIsNotSent() {
        // given
        // when
        presenter.didTriggerSendEvent(" \n ")
        // then
        #expect(interactor.sentTexts.isEmpty && view.shownStatuses.last?.tone == .warning)
    }

    @Test func testThatAMessageOverTheLimitIsNotSent() {
        // given
        presenter.didObtainCharacterLimit(5)
        presenter.didObtainDraft("")
        // when
        presenter.didTriggerSendEvent("too long")
        // then
        #expect(interactor.sentTexts.isEmpty && view.shownStatuses.last?.tone == .error)
    }

    @Test func testThatAQueuedMessageShowsAtOnceAsSending() {
        // given
        presenter.didObtainMessages([Self.message("1")])
        // when
        presenter.didQueueMessage(Self.message("q", delivery: .sending, mine: true))
        // then
        #expect(view.shownCellObjects.last?.last?.footer == Strings.sending)
    }

    @Test func testThatASentMessageReplacesTheQueuedOne() {
        // given
        presenter.didQueueMessage(Self.message("q", delivery: .sending, mine: true))
        // when
        presenter.didSendMessage(Self.message("42", mine: true), replacingId: "q")
        // then
        #expect(view.shownCellObjects.last?.map(\.messageId) == ["42"])
    }

    @Test func testThatASentMessageTheThreadHoldsAlreadyIsNotShownTwice() {
        // given
        presenter.didQueueMessage(Self.message("q", delivery: .sending, mine: true))
        presenter.didObtainMessages([Self.message("42", mine: true)])
        // when
        presenter.didSendMessage(Self.message("42", mine: true), replacingId: "q")
        // then
        #expect(view.shownCellObjects.last?.map(\.messageId) == ["42"])
    }

    @Test func testThatAReloadKeepsAMessageStillOnItsWay() {
        // given
        presenter.didQueueMessage(Self.message("q", delivery: .sending, mine: true))
        // when
        presenter.didObtainMessages([Self.message("1")])
        // then
        #expect(view.shownCellObjects.last?.map(\.messageId) == ["1", "q"])
    }

    @Test func testThatAReloadDropsAMessageNotSentThatTheOutboxNoLongerHolds() {
        // given
        presenter.didObtainMessages([Self.message("q", delivery: .notSent("down"), mine: true)])
        // when: the outbox sent it by itself meanwhile
        presenter.didObtainMessages([Self.message("42", mine: true)])
        // then
        #expect(view.shownCellObjects.last?.map(\.messageId) == ["42"])
    }

    @Test func testThatMessagesWaitingInTheOutboxShowWhenTheServerIsAway() {
        // given
        // when
        presenter.didFailToObtainMessages(.unreachable, waiting: [Self.message("q", delivery: .sending, mine: true)])
        // then
        #expect(view.shownCellObjects.last?.map(\.messageId) == ["q"] && view.shownStatuses.last?.tone == .error)
    }

    @Test func testThatAFailedSendSaysNotSent() {
        // given
        presenter.didQueueMessage(Self.message("q", delivery: .sending, mine: true))
        // when
        presenter.didFailToSendMessage(withId: "q", problem: .unreachable)
        // then
        #expect(view.shownCellObjects.last?.last?.tone == .notSent)
    }

    @Test func testThatRetryOnAMessageNotSentSendsItAgain() {
        // given
        presenter.didObtainMessages([Self.message("q", delivery: .notSent("down"), mine: true)])
        // when
        presenter.didTriggerRetryEvent(at: 0)
        // then
        #expect(interactor.retriedIds == ["q"] && view.shownCellObjects.last?.last?.tone == .sending)
    }

    @Test func testThatRetryOnASentMessageFetchesTheThread() {
        // given
        presenter.didObtainMessages([Self.message("1")])
        // when
        presenter.didTriggerRetryEvent(at: 0)
        // then
        #expect(interactor.retriedIds.isEmpty && interactor.messageRequests.count == 1)
    }

    @Test func testThatATakenBackMessageGoesIntoTheBox() {
        // given
        presenter.didObtainMessages([Self.message("q", delivery: .notSent("down"), mine: true)])
        // when
        presenter.didDiscardMessage(withId: "q", draft: "Hello q")
        // then
        #expect(view.composerTexts == ["Hello q"] && view.shownCellObjects.last?.isEmpty == true)
    }

    @Test func testThatOnlyAMessageNotSentCanBeTakenBack() {
        // given
        presenter.didObtainMessages([Self.message("1")])
        // when
        presenter.didTriggerDiscardEvent(at: 0)
        // then
        #expect(interactor.discardedIds.isEmpty)
    }

    @Test func testThatALiveMessageFetchesTheThread() {
        // given
        // when
        presenter.didReceiveNewMessage()
        // then
        #expect(interactor.messageRequests == ["g"])
    }

    @Test func testThatTheRefreshClockStartsWhenShown() {
        // given
        // when
        presenter.didTriggerViewReadyEvent()
        // then
        #expect(interactor.refreshClockStarts == 1)
    }

    @Test func testThatTheRefreshTimeFetchesTheThread() {
        // given
        // when
        presenter.didReachRefreshTime()
        // then
        #expect(interactor.messageRequests == ["g"])
    }

    @Test func testThatTheDraftIsSavedAfterTheTypingStops() async {
        // given
        // when
        presenter.didChangeDraft("half")
        await presenter.draftSaveTask?.value
        // then
        #expect(interactor.savedDrafts == ["half"])
    }

    @Test func testThatClosingKeepsTheDraftAndStopsTheRequests() {
        // given
        // when
        presenter.didTriggerCloseEvent(draft: "later")
        // then
        #expect(interactor.savedDrafts == ["later"] && router.closeRequests == 1)
    }

    @Test func testThatAConversationWithoutMessagesSaysWhatWritingDoes() {
        // given
        // when
        presenter.didObtainMessages([])
        // then
        #expect(view.footers.last == Strings.noMessagesYet)
    }
}
