import Foundation
import MastodonAPI

@testable import Tintype
@testable import TintypeApp

/// A message service over memory: conversations and a thread as the test set them, an outbox and
/// drafts in dictionaries, and sending that answers, refuses, or never finishes.
actor MessageServiceStub: MessageService {
    var conversations: Result<[ConversationEntity], MastodonError> = .success([])
    var thread: Result<[StatusEntity], MastodonError> = .success([])
    var sendResult: Result<StatusEntity, MastodonError>? = .failure(.transport(.unreachable("down")))
    private(set) var queued: [OutboxItem] = []
    private(set) var sentItems: [OutboxItem] = []
    private(set) var drafts: [String: String] = [:]
    private(set) var openedKeys: [String] = []
    private var signals: AsyncStream<Void>.Continuation?
    private var sentWrites = SentWritesRelay<Message>()

    init(
        conversations: Result<[ConversationEntity], MastodonError> = .success([]),
        thread: Result<[StatusEntity], MastodonError> = .success([]),
        sendResult: Result<StatusEntity, MastodonError>? = .failure(.transport(.unreachable("down")))
    ) {
        self.conversations = conversations
        self.thread = thread
        self.sendResult = sendResult
    }

    func obtainCachedConversations() async -> ConversationsSlice? { nil }

    func obtainNewestConversations() async throws -> ConversationsSlice {
        ConversationsSlice(
            conversations: try conversations.get().map(MessageMapper.conversation(from:)), hasOlder: false,
            fetchedAt: Date(timeIntervalSince1970: 1_000_000))
    }

    func obtainOlderConversations() async throws -> ConversationsSlice { try await obtainNewestConversations() }
    func obtainUnreadCount() async throws -> Int { try conversations.get().filter(\.isUnread).count }
    func markConversationRead(id: String) async throws {}

    func openConversation(_ conversation: Conversation) async throws -> [Message] {
        openedKeys.append(conversation.key)
        let participantIds = Set(conversation.participants.map(\.id))
        return try thread.get().map { MessageMapper.message(from: $0, participantIds: participantIds) }
    }

    private(set) var keysBeingRead: [String] = []
    func enterConversation(withKey key: String) async { keysBeingRead.append(key) }
    func leaveConversation(withKey key: String) async { keysBeingRead.removeAll { $0 == key } }

    func observeConversations() async -> AsyncStream<Void> {
        let (stream, continuation) = AsyncStream<Void>.makeStream()
        signals = continuation
        return stream
    }

    var isObserved: Bool { signals != nil }

    /// A message arrives live.
    func signalNewMessage() { signals?.yield() }

    func obtainQueuedMessages(inConversationWithKey key: String) async -> [OutboxItem] { queued }

    func queueMessage(_ text: String, toHandles handles: [String], conversationKey key: String) async throws -> OutboxItem {
        let item = OutboxItem(action: .message(OutboxMessage(text: text, recipients: handles, inReplyToId: nil, conversationKey: key)))
        queued.append(item)
        drafts[key] = ""
        return item
    }

    func sendMessage(_ item: OutboxItem) async throws -> Message {
        sentItems.append(item)
        guard let sendResult else {
            try await Task.sleep(for: .seconds(3600))
            throw CancellationError()
        }
        let status = try sendResult.get()
        queued.removeAll { $0.id == item.id }
        return MessageMapper.myMessage(from: status)
    }

    func observeSentMessages(inConversationWithKey key: String) async -> AsyncStream<SentWrite<Message>> { sentWrites.listen() }
    var isObservingSentMessages: Bool { sentWrites.isListenedTo }

    /// The outbox sends a queued message by itself, with no one following it.
    func confirmByItself(_ item: OutboxItem, as status: StatusEntity) {
        queued.removeAll { $0.id == item.id }
        sentWrites.tell(item, wentOutAs: MessageMapper.myMessage(from: status))
    }

    func takeBackMessage(withId itemId: String) async throws -> WriteTakeBack<Message> {
        guard let item = queued.first(where: { $0.id == itemId }), case .message(let message) = item.action else {
            throw OutboxError.superseded
        }
        queued.removeAll { $0.id == itemId }
        let merged = DraftStore.merged(drafts[message.conversationKey] ?? "", message.text)
        drafts[message.conversationKey] = merged
        return .draft(merged)
    }

    func obtainDraft(forConversationWithKey key: String) async -> String { drafts[key] ?? "" }
    func saveDraft(_ text: String, forConversationWithKey key: String) async throws { drafts[key] = text }
    func obtainCharacterLimit() async -> Int { 500 }

    func setQueued(_ items: [OutboxItem]) { queued = items }
    func setSendResult(_ result: Result<StatusEntity, MastodonError>?) { sendResult = result }
}
