import MastodonAPI

/// Comments over the client, the outbox and the draft store.
public actor CommentServiceImplementation: CommentService {
    private let client: MastodonClient
    private let outbox: Outbox
    private let delivery: OutboxDelivery
    private let drafts: DraftStore
    private var characterLimit: Int?

    public init(client: MastodonClient, outbox: Outbox, delivery: OutboxDelivery, drafts: DraftStore) {
        self.client = client
        self.outbox = outbox
        self.delivery = delivery
        self.drafts = drafts
    }

    public func obtainReplies(toPostId postId: String) async throws -> [StatusEntity] {
        try await client.context(ofStatusId: postId).descendants
    }

    public func obtainQueuedComments() -> [OutboxItem] {
        outbox.items().filter {
            if case .comment = $0.action { return true }
            return false
        }
    }

    public func queueComment(_ text: String, inReplyToId: String) throws -> OutboxItem {
        let item = try outbox.enqueue(OutboxItem(action: .comment(text: text, inReplyToId: inReplyToId)))
        // Only now: had the outbox refused it, the draft would still hold the text.
        try drafts.save("", forReplyToId: inReplyToId)
        return item
    }

    public func sendComment(_ item: OutboxItem) async throws -> StatusEntity {
        try await delivery.send(item)
    }

    public func takeBackComment(withId itemId: String) async throws -> CommentTakeBack {
        guard let item = outbox.item(withId: itemId), case .comment(let text, let inReplyToId) = item.action else {
            throw OutboxError.superseded
        }
        if let arrived = try await delivery.adoptIfArrived(item) {
            return .alreadySent(arrived)
        }
        // The text is safe in the draft before the outbox lets go of it.
        let draft = try drafts.merge(text, intoDraftForReplyToId: inReplyToId)
        try outbox.remove(id: itemId)
        return .draft(draft)
    }

    public func obtainDraft(forReplyToId postId: String) -> String {
        drafts.draft(forReplyToId: postId)
    }

    public func saveDraft(_ text: String, forReplyToId postId: String) throws {
        try drafts.save(text, forReplyToId: postId)
    }

    /// Asked once; a server that does not say, or cannot be reached, gets the usual 500.
    public func obtainCharacterLimit() async -> Int {
        if let characterLimit { return characterLimit }
        guard let instance = try? await client.instanceInformation() else { return InstanceEntity.defaultMaxCharacters }
        characterLimit = instance.maxCharacters
        return instance.maxCharacters
    }
}
