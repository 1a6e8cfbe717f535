import FoundationEssentials
import Logging
import MastodonAPI
import Tintype

/// Direct conversations over the client, the file cache and the outbox facade: what was loaded is
/// kept, so "older" continues where the last page stopped, and the first page is saved for an
/// instant next start.
public actor MessageServiceImplementation: MessageService {
    private let client: MastodonClient
    private let writes: OutboxFacade
    private let limits: InstanceLimits
    private let directStream: StreamHub?
    private let records: RecordCache
    private let cacheKey: String
    private let pageSize: Int
    private let now: @Sendable () -> Date

    private var conversations: [ConversationEntity] = []
    private var olderRequest: PageRequest?
    /// Every message seen in each conversation (by key), so a message that answers nothing in the
    /// thread (sent by a client that does not reply to the last) stays once it has been seen.
    private var threads: [String: [StatusEntity]] = [:]
    /// Conversations on screen, by key, each as many times as it is open.
    private var conversationsBeingRead: [String: Int] = [:]
    /// Whether the server lists direct statuses (`/api/v1/timelines/direct`); nil until asked.
    private var servesDirectTimeline: Bool?

    public init(
        client: MastodonClient, writes: OutboxFacade, limits: InstanceLimits, cache: FileCache, cacheKey: String,
        pageSize: Int = PageRequest.fullPage, logger: Logger, directStream: StreamHub? = nil,
        now: @escaping @Sendable () -> Date = Date.init
    ) {
        self.client = client
        self.writes = writes
        self.limits = limits
        self.directStream = directStream
        records = RecordCache(cache: cache, logger: logger)
        self.cacheKey = cacheKey
        self.pageSize = pageSize
        self.now = now
    }

    public func obtainCachedConversations() async -> ConversationsSlice? {
        guard let saved = records.read(CacheRecords.Conversations.self, key: cacheKey) else { return nil }
        let cached = saved.conversations.map(\.entity)
        if conversations.isEmpty {
            conversations = cached
            olderRequest = saved.olderMaxId.map { .older(than: $0, limit: pageSize) }
        }
        return ConversationsSlice(
            conversations: cached.map(MessageMapper.conversation(from:)), hasOlder: saved.olderMaxId != nil, fetchedAt: saved.savedAt)
    }

    public func obtainNewestConversations() async throws -> ConversationsSlice {
        let page = try await client.conversations(.newest(limit: pageSize))
        conversations = ConversationMatching.mergingNewest(page.items, into: conversations)
        // Older pages loaded before go on from where they stopped; otherwise this page leads on.
        if conversations.count <= page.items.count { olderRequest = page.items.isEmpty ? nil : page.older }
        let problem = save()
        return ConversationsSlice(
            conversations: conversations.map(MessageMapper.conversation(from:)), hasOlder: olderRequest != nil, fetchedAt: now(),
            storageProblem: problem)
    }

    public func obtainOlderConversations() async throws -> ConversationsSlice {
        guard let request = olderRequest else {
            return ConversationsSlice(
                conversations: conversations.map(MessageMapper.conversation(from:)), hasOlder: false, fetchedAt: now())
        }
        let page = try await client.conversations(request)
        let before = conversations.count
        conversations = ConversationMatching.appendingOlder(page.items, to: conversations)
        olderRequest = conversations.count == before ? nil : page.older
        return ConversationsSlice(
            conversations: conversations.map(MessageMapper.conversation(from:)), hasOlder: olderRequest != nil, fetchedAt: now())
    }

    public func markConversationRead(id: String) async throws {
        try await client.markConversationRead(id: id)
        for index in conversations.indices where conversations[index].id == id {
            conversations[index].isUnread = false
        }
        _ = save()
    }

    public func obtainUnreadCount() async throws -> Int {
        _ = try await obtainNewestConversations()
        return conversations.filter {
            $0.isUnread && conversationsBeingRead[ConversationMatching.participantsKey(of: $0), default: 0] == 0
        }.count
    }

    /// The thread is what the last message answers, the message, and what answers it, with the
    /// messages among the same people that answer nothing (where the server lists direct
    /// statuses); only direct messages, each once, in the order they were written.
    public func openConversation(_ shown: Conversation) async throws -> [Message] {
        let participantIds = Set(shown.participants.map(\.id))
        return try await openConversation(withKey: shown.key).map { MessageMapper.message(from: $0, participantIds: participantIds) }
    }

    private func openConversation(withKey key: String) async throws -> [StatusEntity] {
        _ = try await obtainNewestConversations()
        guard let conversation = conversations.first(where: { ConversationMatching.participantsKey(of: $0) == key }) else {
            return threads[key] ?? []
        }
        if let last = conversation.lastStatus {
            let context = try await client.context(ofStatusId: last.id)
            let participantIds = Set(conversation.accounts.map(\.id))
            let unlinked = await directStatuses().filter { ConversationMatching.isAmong($0, participantIds: participantIds) }
            let fetched = (context.ancestors + [last] + context.descendants + unlinked).filter { $0.visibility == .direct }
            threads[key] = ConversationMatching.thread(merging: fetched, into: threads[key] ?? [])
        }
        if conversation.isUnread {
            try? await markConversationRead(id: conversation.id)
        }
        return threads[key] ?? []
    }

    public func enterConversation(withKey key: String) {
        conversationsBeingRead[key, default: 0] += 1
    }

    public func leaveConversation(withKey key: String) {
        conversationsBeingRead[key] = max(0, conversationsBeingRead[key, default: 0] - 1)
    }

    public func observeConversations() async -> AsyncStream<Void> {
        guard let directStream else { return AsyncStream { $0.finish() } }
        return await directStream.signals { event in
            if case .conversation = event { return true }
            return false
        }
    }

    public func obtainQueuedMessages(inConversationWithKey key: String) -> [OutboxItem] {
        writes.queuedItems {
            guard case .message(let message) = $0 else { return false }
            return message.conversationKey == key
        }
    }

    /// The reply goes to the conversation's latest message this service has seen, so the server
    /// keeps it in the same thread.
    public func queueMessage(_ text: String, toHandles handles: [String], conversationKey key: String) throws -> OutboxItem {
        let latest = threads[key]?.last?.id ?? conversations.first { ConversationMatching.participantsKey(of: $0) == key }?.lastStatus?.id
        return try writes.queue(.message(OutboxMessage(text: text, recipients: handles, inReplyToId: latest, conversationKey: key)))
    }

    public func sendMessage(_ item: OutboxItem) async throws -> Message {
        let status = try await writes.send(item)
        if case .message(let message) = item.action {
            threads[message.conversationKey] = ConversationMatching.thread(merging: [status], into: threads[message.conversationKey] ?? [])
        }
        return MessageMapper.myMessage(from: status)
    }

    public func observeSentMessages(inConversationWithKey key: String) async -> AsyncStream<SentWrite<Message>> {
        await writes.observeSentWrites(
            where: {
                guard case .message(let message) = $0 else { return false }
                return message.conversationKey == key
            }, as: MessageMapper.myMessage(from:))
    }

    public func takeBackMessage(withId itemId: String) async throws -> WriteTakeBack<Message> {
        try await writes.takeBack(itemId: itemId, as: MessageMapper.myMessage(from:))
    }

    public func obtainDraft(forConversationWithKey key: String) -> String {
        writes.draft(for: .conversation(key: key))
    }

    public func saveDraft(_ text: String, forConversationWithKey key: String) throws {
        try writes.saveDraft(text, for: .conversation(key: key))
    }

    public func obtainCharacterLimit() async -> Int {
        await limits.obtainCharacterLimit()
    }

    /// The latest direct statuses, or none where the server does not list them (asked once) or
    /// did not answer: the thread from the last message's context stands on its own.
    private func directStatuses() async -> [StatusEntity] {
        guard servesDirectTimeline != false else { return [] }
        do {
            let page = try await client.directTimeline(.newest(limit: pageSize))
            servesDirectTimeline = true
            return page.items
        } catch MastodonError.notFound {
            servesDirectTimeline = false
            return []
        } catch {
            return []
        }
    }

    /// Saves the first page; a failure is reported, never thrown, since the conversations came.
    private func save() -> FileCacheError? {
        let kept = Array(conversations.prefix(pageSize))
        let record = CacheRecords.Conversations(
            savedAt: now(), olderMaxId: olderRequest?.maxId, conversations: kept.map(CacheRecords.Conversations.Conversation.init))
        return records.write(record, key: cacheKey)
    }
}
