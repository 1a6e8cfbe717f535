import Foundation
import Localisation
import Testing

@testable import Tintype
@testable import TintypeApp

@MainActor
struct ConversationsPresenterTests {
    let view = ConversationsViewInputSpy()
    let interactor = ConversationsInteractorInputSpy()
    let router = ConversationsRouterInputSpy()
    let badge = TabBadgeModuleOutputSpy()
    let presenter: ConversationsPresenter

    init() {
        presenter = ConversationsPresenter(
            interactor: interactor, router: router, cellObjectFactory: ConversationsCellObjectFactory(), context: .test())
        presenter.view = view
    }

    static func conversation(_ key: String, isUnread: Bool = false) -> Conversation {
        Conversation(
            key: key, serverId: "s\(key)", participants: [Author(id: key, displayName: "Grace Hopper", handle: "grace")],
            lastMessage: Message(id: "m\(key)", author: nil, createdAt: Date(timeIntervalSince1970: 1_000_000), text: "See you"),
            isUnread: isUnread)
    }

    static func list(_ conversations: [Conversation], hasOlder: Bool = false) -> ConversationList {
        ConversationList(conversations: conversations, hasOlder: hasOlder, fetchedAt: Date(timeIntervalSince1970: 1_000_000))
    }

    @Test func testThatTheViewIsSetUpOnViewReadyEvent() {
        // given
        // when
        presenter.didTriggerViewReadyEvent()
        // then
        #expect(view.didSetupInitialState)
    }

    @Test func testThatTheCachedConversationsAndTheServersAreAskedForWhenShown() {
        // given
        // when
        presenter.didTriggerViewReadyEvent()
        // then
        #expect(interactor.cachedRequests == 1 && interactor.newestRequests == 1)
    }

    @Test func testThatConfiguringWithTheTabBarCountsTheUnreadConversations() {
        // given
        // when
        presenter.configure(withBadgeOutput: badge)
        // then
        #expect(interactor.unreadCountRequests == 1 && interactor.observeRequests == 1)
    }

    @Test func testThatTheTabBarShowsHowManyConversationsAreUnread() {
        // given
        presenter.configure(withBadgeOutput: badge)
        presenter.didTriggerViewReadyEvent()
        // when
        presenter.didObtainConversations(
            Self.list([Self.conversation("1", isUnread: true), Self.conversation("2"), Self.conversation("3", isUnread: true)]),
            areOlder: false, storageProblem: nil)
        // then
        #expect(badge.counts.last?.count == 2 && badge.counts.last?.tab == .messages)
    }

    @Test func testThatTheConversationsAreShownAsRows() {
        // given
        presenter.didTriggerViewReadyEvent()
        // when
        presenter.didObtainConversations(Self.list([Self.conversation("1"), Self.conversation("2")]), areOlder: false, storageProblem: nil)
        // then
        #expect(view.shownCellObjects.last?.map(\.key) == ["1", "2"])
    }

    @Test func testThatOpeningAnUnreadConversationTakesItsMarkAway() {
        // given
        presenter.configure(withBadgeOutput: badge)
        presenter.didTriggerViewReadyEvent()
        presenter.didObtainConversations(Self.list([Self.conversation("1", isUnread: true)]), areOlder: false, storageProblem: nil)
        // when
        presenter.didSelectConversation(at: 0)
        // then
        #expect(view.shownCellObjects.last?.first?.isUnread == false && badge.counts.last?.count == 0)
    }

    @Test func testThatAConversationReadOnScreenLosesItsMarkAndTheCountIsAskedAgain() {
        // given
        presenter.didTriggerViewReadyEvent()
        presenter.didObtainConversations(Self.list([Self.conversation("1", isUnread: true)]), areOlder: false, storageProblem: nil)
        // when
        presenter.didReadConversation(withKey: "1")
        // then
        #expect(view.shownCellObjects.last?.first?.isUnread == false && interactor.unreadCountRequests == 1)
    }

    @Test func testThatSelectingAConversationOpensIt() {
        // given
        presenter.didTriggerViewReadyEvent()
        presenter.didObtainConversations(Self.list([Self.conversation("1"), Self.conversation("2")]), areOlder: false, storageProblem: nil)
        // when
        presenter.didSelectConversation(at: 1)
        // then
        #expect(router.openedConversations.map(\.key) == ["2"])
    }

    @Test func testThatANewMessageWhileShownFetchesTheList() {
        // given
        presenter.didTriggerViewReadyEvent()
        presenter.didObtainConversations(Self.list([]), areOlder: false, storageProblem: nil)
        // when
        presenter.didReceiveNewMessage()
        // then
        #expect(interactor.newestRequests == 2)
    }

    @Test func testThatANewMessageWhileHiddenCountsTheUnread() {
        // given
        presenter.configure(withBadgeOutput: badge)
        // when
        presenter.didReceiveNewMessage()
        // then
        #expect(interactor.unreadCountRequests == 2 && interactor.newestRequests == 0)
    }

    @Test func testThatConfiguringStartsTheRefreshClock() {
        // given
        // when
        presenter.configure(withBadgeOutput: badge)
        // then
        #expect(interactor.refreshClockStarts == 1)
    }

    @Test func testThatTheRefreshTimeFetchesTheListWhileShown() {
        // given
        presenter.didTriggerViewReadyEvent()
        presenter.didObtainConversations(Self.list([]), areOlder: false, storageProblem: nil)
        // when
        presenter.didReachRefreshTime()
        // then
        #expect(interactor.newestRequests == 2)
    }

    @Test func testThatTheRefreshTimeCountsTheUnreadWhileHidden() {
        // given
        presenter.configure(withBadgeOutput: badge)
        // when
        presenter.didReachRefreshTime()
        // then
        #expect(interactor.unreadCountRequests == 2 && interactor.newestRequests == 0)
    }

    @Test func testThatTheEndOfTheListLoadsOlderConversations() {
        // given
        presenter.didTriggerViewReadyEvent()
        presenter.didObtainConversations(Self.list([Self.conversation("1")], hasOlder: true), areOlder: false, storageProblem: nil)
        // when
        presenter.didReachEndOfList()
        // then
        #expect(interactor.olderRequests == 1)
    }

    @Test func testThatNAsksForThePeopleToWriteTo() {
        // given
        // when
        presenter.didTriggerNewConversationEvent()
        // then
        #expect(view.shownComposers.map(\.title) == [Strings.newConversationTitle])
    }

    @Test func testThatTheTextWrittenIsLookedUp() {
        // given
        presenter.didTriggerNewConversationEvent()
        // when
        presenter.didTriggerSendHandlesEvent("@grace, alan")
        // then
        #expect(interactor.lookedUpTexts == ["@grace, alan"] && view.shownStatuses.last?.tone == .busy)
    }

    @Test func testThatNoHandleIsAWarning() {
        // given
        presenter.didTriggerNewConversationEvent()
        presenter.didTriggerSendHandlesEvent("  @ ")
        // when
        presenter.didFindNoHandles()
        // then
        #expect(view.shownStatuses.last?.text == Strings.noHandlesGiven && view.shownStatuses.last?.tone == .warning)
    }

    @Test func testThatTheNewConversationBoxCountsNoCharacters() {
        // given
        // when
        presenter.didTriggerNewConversationEvent()
        // then
        #expect(view.shownComposers.last?.characterLimit == nil)
    }

    @Test func testThatFoundAccountsOpenANewConversationWithThem() {
        // given
        presenter.didTriggerSendHandlesEvent("@grace")
        // when
        presenter.didObtainAccounts([Author(id: "7", displayName: "Grace Hopper", handle: "grace")])
        // then
        #expect(router.openedConversations.map(\.key) == ["7"] && router.openedConversations.first?.serverId == nil)
    }

    @Test func testThatFoundAccountsAlreadyWrittenToOpenTheirConversation() {
        // given
        presenter.didTriggerViewReadyEvent()
        presenter.didObtainConversations(Self.list([Self.conversation("7")]), areOlder: false, storageProblem: nil)
        presenter.didTriggerSendHandlesEvent("@grace")
        // when
        presenter.didObtainAccounts([Author(id: "7", displayName: "Grace Hopper", handle: "grace")])
        // then
        #expect(router.openedConversations.first?.serverId == "s7")
    }

    @Test func testThatAHandleNotFoundIsNamedInTheStatusLine() {
        // given
        presenter.didTriggerViewReadyEvent()
        presenter.didTriggerSendHandlesEvent("@nobody")
        // when
        presenter.didFailToObtainAccount(withHandle: "nobody", problem: .notFound)
        // then
        #expect(view.shownStatuses.last?.text == "no account @nobody on demo" && view.shownStatuses.last?.tone == .error)
    }

    @Test func testThatTheMissingHandleStaysNamedWhenTheListArrivesAfterIt() {
        // given: the lookup failed before the conversations had loaded
        presenter.didTriggerViewReadyEvent()
        presenter.didTriggerSendHandlesEvent("@nobody")
        presenter.didFailToObtainAccount(withHandle: "nobody", problem: .notFound)
        // when
        presenter.didObtainConversations(Self.list([]), areOlder: false, storageProblem: nil)
        // then
        #expect(view.shownStatuses.last?.text == "no account @nobody on demo")
    }

    @Test func testThatAFailedLoadSaysWhyAndHowToRetry() {
        // given
        presenter.didTriggerViewReadyEvent()
        // when
        presenter.didFailToObtainConversations(.unreachable, areOlder: false)
        // then
        #expect(view.shownStatuses.last?.text.hasPrefix("conversations did not load:") == true)
    }

    @Test func testThatAnEmptyListSaysHowToStartOne() {
        // given
        presenter.didTriggerViewReadyEvent()
        // when
        presenter.didObtainConversations(Self.list([]), areOlder: false, storageProblem: nil)
        // then
        #expect(view.footers.last == Strings.noConversationsYet)
    }

    @Test func testThatCloseStopsTheRequests() {
        // given
        // when
        presenter.didTriggerCloseEvent()
        // then
        #expect(router.closeRequests == 1)
    }
}
