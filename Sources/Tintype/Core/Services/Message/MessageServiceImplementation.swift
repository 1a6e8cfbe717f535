import Foundation
import Logging
import MastodonAPI

/// Direct conversations over the client and the file cache: what was loaded is kept, so "older"
/// continues where the last page stopped, and the first page is saved for an instant next start.
public actor MessageServiceImplementation: MessageService {
    private let client: MastodonClient
    private let records: RecordCache
    private let cacheKey: String
    private let pageSize: Int
    private let now: @Sendable () -> Date

    private var conversations: [ConversationEntity] = []
    private var olderRequest: PageRequest?

    public init(
        client: MastodonClient, cache: FileCache, cacheKey: String, pageSize: Int = 40, logger: Logger,
        now: @escaping @Sendable () -> Date = Date.init
    ) {
        self.client = client
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
        return ConversationsSlice(conversations: cached, hasOlder: saved.olderMaxId != nil, fetchedAt: saved.savedAt)
    }

    public func obtainNewestConversations() async throws -> ConversationsSlice {
        let page = try await client.conversations(.newest(limit: pageSize))
        conversations = ConversationMatching.mergingNewest(page.items, into: conversations)
        // Older pages loaded before go on from where they stopped; otherwise this page leads on.
        if conversations.count <= page.items.count { olderRequest = page.items.isEmpty ? nil : page.older }
        let problem = save()
        return ConversationsSlice(conversations: conversations, hasOlder: olderRequest != nil, fetchedAt: now(), storageProblem: problem)
    }

    public func obtainOlderConversations() async throws -> ConversationsSlice {
        guard let request = olderRequest else {
            return ConversationsSlice(conversations: conversations, hasOlder: false, fetchedAt: now())
        }
        let page = try await client.conversations(request)
        let before = conversations.count
        conversations = ConversationMatching.appendingOlder(page.items, to: conversations)
        olderRequest = conversations.count == before ? nil : page.older
        return ConversationsSlice(conversations: conversations, hasOlder: olderRequest != nil, fetchedAt: now())
    }

    public func markConversationRead(id: String) async throws {
        try await client.markConversationRead(id: id)
        for index in conversations.indices where conversations[index].id == id {
            conversations[index].isUnread = false
        }
        _ = save()
    }

    /// Saves the first page; a failure is reported, never thrown, since the conversations came.
    private func save() -> FileCacheError? {
        let kept = Array(conversations.prefix(pageSize))
        let record = CacheRecords.Conversations(
            savedAt: now(), olderMaxId: olderRequest?.maxId, conversations: kept.map(CacheRecords.Conversations.Conversation.init))
        return records.write(record, key: cacheKey)
    }
}
