import Foundation
import MastodonAPI
import Testing

@testable import Tintype
@testable import TintypeApp

@MainActor
struct ConversationsInteractorTests {
    let output = ConversationsInteractorOutputSpy()
    let ticker = ManualTicker()

    private func interactor(
        _ messages: MessageServiceStub = MessageServiceStub(), accounts: AccountServiceStub = AccountServiceStub()
    ) -> ConversationsInteractor {
        let interactor = ConversationsInteractor(
            messageService: messages, accountService: accounts, clock: RefreshClock(interval: .seconds(60), sleep: ticker.sleep))
        interactor.output = output
        return interactor
    }

    private static func conversation(id: String, with accountId: String, isUnread: Bool = false) -> ConversationEntity {
        ConversationEntity(
            id: id, isUnread: isUnread,
            accounts: [AccountEntity(id: accountId, username: "grace", acct: "grace", displayName: "Grace Hopper")],
            lastStatus: EntityFixture.status(id: id))
    }

    @Test func testThatConversationsAreMappedWithTheirPeople() async {
        // given
        let interactor = interactor(MessageServiceStub(conversations: .success([Self.conversation(id: "9", with: "g")])))
        // when
        interactor.obtainNewestConversations()
        await interactor.work.idle()
        // then
        #expect(output.lists.first?.conversations.first?.participants.map(\.displayName) == ["Grace Hopper"])
    }

    @Test func testThatAFailureIsReportedAsAProblem() async {
        // given
        let interactor = interactor(MessageServiceStub(conversations: .failure(.transport(.unreachable("down")))))
        // when
        interactor.obtainNewestConversations()
        await interactor.work.idle()
        // then
        #expect(output.failures == [.unreachable])
    }

    @Test func testThatTheUnreadCountIsReported() async {
        // given
        let conversations = [Self.conversation(id: "1", with: "g", isUnread: true), Self.conversation(id: "2", with: "a")]
        let interactor = interactor(MessageServiceStub(conversations: .success(conversations)))
        // when
        interactor.obtainUnreadCount()
        await interactor.work.idle()
        // then
        #expect(output.unreadCounts == [1])
    }

    @Test func testThatEveryHandleIsLookedUp() async {
        // given
        let grace = AccountEntity(id: "g", username: "grace", acct: "grace", displayName: "Grace Hopper")
        let alan = AccountEntity(id: "a", username: "alan", acct: "alan", displayName: "Alan Turing")
        let interactor = interactor(accounts: AccountServiceStub(accounts: ["g": grace, "a": alan]))
        // when
        interactor.obtainAccounts(namedIn: "@grace, alan")
        await interactor.work.idle()
        // then
        #expect(output.accounts.first?.map(\.id) == ["g", "a"])
    }

    @Test func testThatTheFirstHandleNotFoundIsReported() async {
        // given
        let grace = AccountEntity(id: "g", username: "grace", acct: "grace", displayName: "Grace Hopper")
        let interactor = interactor(accounts: AccountServiceStub(accounts: ["g": grace]))
        // when
        interactor.obtainAccounts(namedIn: "@grace @nobody")
        await interactor.work.idle()
        // then
        #expect(output.missingHandles == ["nobody"] && output.accounts.isEmpty)
    }

    @Test func testThatALiveMessageIsReported() async {
        // given
        let messages = MessageServiceStub()
        let interactor = interactor(messages)
        interactor.observeConversations()
        await eventuallyAwaiting { await messages.isObserved }
        // when
        await messages.signalNewMessage()
        await eventually { output.newMessages == 1 }
        // then
        #expect(output.newMessages == 1)
    }

    @Test func testThatATextNamingNoOneIsSaidSo() async {
        // given
        let interactor = interactor()
        // when
        interactor.obtainAccounts(namedIn: "  @ ")
        await interactor.work.idle()
        // then
        #expect(output.noHandlesFound == 1)
    }

    @Test func testThatEachRefreshIntervalIsReported() async {
        // given
        let interactor = interactor()
        interactor.observeRefreshTime()
        await ticker.waitForSleeper()
        // when
        await ticker.passInterval()
        // then
        #expect(output.refreshTimes == 1)
        interactor.cancelAllRequests()
        ticker.tick()
    }

    @Test func testThatInteractorDoesNotKeepItsOutputAlive() {
        // given
        let interactor = ConversationsInteractor(
            messageService: MessageServiceStub(), accountService: AccountServiceStub(),
            clock: RefreshClock(interval: .seconds(60), sleep: ticker.sleep))
        weak var output: ConversationsInteractorOutputSpy?
        do {
            let spy = ConversationsInteractorOutputSpy()
            interactor.output = spy
            output = spy
        }
        // when
        interactor.cancelAllRequests()
        // then
        #expect(output == nil)
    }
}
