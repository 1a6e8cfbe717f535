import Foundation
import MastodonAPI
import Testing

@testable import Tintype
@testable import TintypeApp

@MainActor
struct ConversationInteractorTests {
    let output = ConversationInteractorOutputSpy()
    let ticker = ManualTicker()
    static let grace = Author(id: "g", displayName: "Grace Hopper", handle: "grace")
    let conversation = Conversation.new(with: [grace])

    private func interactor(_ messages: MessageServiceStub) -> ConversationInteractor {
        let interactor = ConversationInteractor(messageService: messages, clock: RefreshClock(interval: .seconds(60), sleep: ticker.sleep))
        interactor.output = output
        return interactor
    }

    private static func status(id: String, by accountId: String, content: String) -> StatusEntity {
        StatusEntity(
            id: id, createdAt: Date(timeIntervalSince1970: 1_000_000),
            account: AccountEntity(id: accountId, username: accountId, acct: accountId, displayName: accountId), content: content)
    }

    @Test func testThatMineAreTheMessagesByNoneOfTheOthers() async {
        // given
        let thread = [
            Self.status(id: "1", by: "g", content: "<p>@ada Hi</p>"), Self.status(id: "2", by: "me", content: "<p>@grace Hello</p>"),
        ]
        let interactor = interactor(MessageServiceStub(thread: .success(thread)))
        // when
        interactor.obtainMessages(in: conversation)
        await interactor.work.idle()
        // then
        #expect(output.threads.first?.map(\.isMine) == [false, true])
    }

    @Test func testThatTheMentionsThatAddressAMessageAreLeftOut() async {
        // given
        let interactor = interactor(MessageServiceStub(thread: .success([Self.status(id: "1", by: "g", content: "<p>@ada Hi there</p>")])))
        // when
        interactor.obtainMessages(in: conversation)
        await interactor.work.idle()
        // then
        #expect(output.threads.first?.first?.text == "Hi there")
    }

    @Test func testThatASentMessageIsQueuedThenReportedSent() async {
        // given
        let messages = MessageServiceStub(sendResult: .success(Self.status(id: "42", by: "me", content: "<p>@grace Hi</p>")))
        let interactor = interactor(messages)
        // when
        interactor.sendMessage("Hi", in: conversation)
        await interactor.work.idle()
        // then
        #expect(
            output.queued.count == 1 && output.sent.map(\.message.id) == ["42"] && output.sent.first?.queuedId == output.queued.first?.id)
    }

    @Test func testThatAMessageGoesToEveryoneInTheConversation() async {
        // given
        let messages = MessageServiceStub()
        let interactor = interactor(messages)
        let group = Conversation.new(with: [Self.grace, Author(id: "a", displayName: "Alan Turing", handle: "alan")])
        // when
        interactor.sendMessage("Hi", in: group)
        await interactor.work.idle()
        // then
        let sent = await messages.sentItems.first?.action
        #expect(sent == .message(OutboxMessage(text: "Hi", recipients: ["grace", "alan"], inReplyToId: nil, conversationKey: "a,g")))
    }

    @Test func testThatAMessageTheServerDidNotTakeIsReportedNotSent() async {
        // given
        let interactor = interactor(MessageServiceStub())
        // when
        interactor.sendMessage("Hi", in: conversation)
        await interactor.work.idle()
        // then
        #expect(output.sendFailures == output.queued.map(\.id) && !output.sendFailures.isEmpty)
    }

    @Test func testThatAMessageLeftOnItsWayByAnEarlierRunIsSentAgain() async {
        // given
        let left = OutboxItem(action: .message(OutboxMessage(text: "Hi", recipients: ["grace"], inReplyToId: nil, conversationKey: "g")))
        let messages = MessageServiceStub(sendResult: .success(Self.status(id: "42", by: "me", content: "<p>@grace Hi</p>")))
        await messages.setQueued([left])
        let interactor = interactor(messages)
        // when
        interactor.obtainMessages(in: conversation)
        await interactor.work.idle()
        // then
        #expect(output.sent.map(\.queuedId) == [left.id])
    }

    @Test func testThatAMessageWaitingInTheOutboxShowsWhenTheServerIsAway() async {
        // given
        let left = OutboxItem(
            action: .message(OutboxMessage(text: "Hi", recipients: ["grace"], inReplyToId: nil, conversationKey: "g")),
            rejection: .refused(serverMessage: nil))
        let messages = MessageServiceStub(thread: .failure(.transport(.unreachable("down"))))
        await messages.setQueued([left])
        let interactor = interactor(messages)
        // when
        interactor.obtainMessages(in: conversation)
        await interactor.work.idle()
        // then
        #expect(output.failures == [.unreachable] && output.threads.first?.map(\.id) == [left.id])
    }

    @Test func testThatRetryingAMessageTheOutboxSentMeanwhileFetchesTheThread() async {
        // given
        let messages = MessageServiceStub(thread: .success([Self.status(id: "42", by: "me", content: "<p>@grace Hi</p>")]))
        let interactor = interactor(messages)
        // when
        interactor.retryMessage(withId: "gone", in: conversation)
        await interactor.work.idle()
        // then
        #expect(output.threads.first?.map(\.id) == ["42"])
    }

    @Test func testThatTheSavedDraftComesBack() async {
        // given
        let messages = MessageServiceStub()
        try? await messages.saveDraft("à demain", forConversationWithKey: conversation.key)
        let interactor = interactor(messages)
        // when
        interactor.obtainDraft(forConversationWithKey: conversation.key)
        await interactor.work.idle()
        // then
        #expect(output.drafts == ["à demain"])
    }

    @Test func testThatTheInstanceLimitComesBack() async {
        // given
        let interactor = interactor(MessageServiceStub())
        // when
        interactor.obtainCharacterLimit()
        await interactor.work.idle()
        // then
        #expect(output.limits == [500])
    }

    @Test func testThatATakenBackMessageComesBackAsTheDraft() async {
        // given
        let messages = MessageServiceStub()
        let interactor = interactor(messages)
        interactor.sendMessage("Hi", in: conversation)
        await interactor.work.idle()
        // when
        interactor.discardMessage(withId: output.queued[0].id)
        await interactor.work.idle()
        // then
        #expect(output.discarded.map(\.draft) == ["Hi"])
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

    @Test func testThatAMessageTheOutboxSendsByItselfIsReportedSent() async {
        // given: a message told "not sent", then the server comes back
        let waiting = OutboxItem(
            action: .message(OutboxMessage(text: "Hi", recipients: ["grace"], inReplyToId: nil, conversationKey: conversation.key)))
        let messages = MessageServiceStub()
        await messages.setQueued([waiting])
        let interactor = interactor(messages)
        interactor.observeSentMessages(in: conversation)
        await eventuallyAwaiting { await messages.isObservingSentMessages }
        // when
        await messages.confirmByItself(waiting, as: Self.status(id: "42", by: "me", content: "<p>@grace Hi</p>"))
        await eventually { !output.sent.isEmpty }
        // then
        #expect(output.sent.map(\.queuedId) == [waiting.id] && output.sent.map(\.message.id) == ["42"])
    }

    @Test func testThatEachRefreshIntervalIsReported() async {
        // given
        let interactor = interactor(MessageServiceStub())
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
        let interactor = ConversationInteractor(
            messageService: MessageServiceStub(), clock: RefreshClock(interval: .seconds(60), sleep: ticker.sleep))
        weak var output: ConversationInteractorOutputSpy?
        do {
            let spy = ConversationInteractorOutputSpy()
            interactor.output = spy
            output = spy
        }
        // when
        interactor.cancelAllRequests()
        // then
        #expect(output == nil)
    }
}
