import MastodonAPI
import Tintype

/// Every write a service makes goes through here: saved in the outbox first, then sent. A like,
/// a follow or a post is sent at once; the written things that wait (comments, messages) are
/// queued with their draft cleared, sent, sent again, and taken back into their draft. Nothing
/// the person wrote is ever only in memory: it is in the outbox or in a draft.
public struct OutboxFacade: Sendable {
    private let outbox: Outbox
    private let delivery: OutboxDelivery
    private let drafts: DraftStore

    public init(outbox: Outbox, delivery: OutboxDelivery, drafts: DraftStore) {
        self.outbox = outbox
        self.delivery = delivery
        self.drafts = drafts
    }

    /// Saves the write in the outbox, then clears its draft; nothing has been sent when this
    /// returns. When the outbox refuses it, the draft is left as it was.
    public func queue(_ action: OutboxItem.Action) throws -> OutboxItem {
        let item = try outbox.enqueue(OutboxItem(action: action))
        if let (_, subject) = Self.draft(of: action) {
            try drafts.save("", for: subject)
        }
        return item
    }

    /// Saves the write and sends it; the last choice on a post replaces earlier ones still
    /// waiting. Answers with the post as the server has it now.
    public func queueAndSend(_ action: OutboxItem.Action) async throws -> StatusEntity {
        try await delivery.send(queue(action))
    }

    /// Saves a new post in the outbox, then clears the composer's draft of it; nothing has been
    /// sent when this returns. From then on the post is the outbox's, and a restart sends it
    /// rather than offer it again.
    public func queueNewPost(_ post: OutboxPost) throws -> OutboxItem {
        let item = try outbox.enqueue(OutboxItem(action: .post(post)))
        try drafts.saveNewPostDraft(OutboxPost(text: ""))
        return item
    }

    /// Sends a queued new post; `progress` hears each of its photos' uploads as they go. Answers
    /// with the post published, or held back until its time.
    public func sendNewPost(
        _ item: OutboxItem, progress: @escaping @Sendable (UploadProgress) -> Void = { _ in }
    ) async throws -> OutboxReceipt {
        try await delivery.sendNewPost(item, progress: progress)
    }

    /// Takes a new post out of the outbox into the composer's draft (after what the draft holds),
    /// its photos uploaded already kept by their ids: a refused post is written again, not lost.
    /// The draft is safe on disk before the outbox lets go of the post.
    public func takeBackNewPost(itemId: String, photoLimit: Int) throws -> OutboxPost? {
        guard let item = outbox.item(withId: itemId), case .post(let post) = item.action else { return nil }
        let draft = try joinNewPostDraft(with: post, photoLimit: photoLimit)
        try outbox.remove(id: itemId)
        return draft
    }

    /// Puts a post into the composer's draft, after what the draft holds (up to `photoLimit`
    /// photos), and answers with the draft as it now is.
    @discardableResult
    public func joinNewPostDraft(with post: OutboxPost, photoLimit: Int) throws -> OutboxPost {
        let draft = (drafts.newPostDraft() ?? OutboxPost(text: "")).joined(with: post, photoLimit: photoLimit)
        try drafts.saveNewPostDraft(draft)
        return draft
    }

    public func newPostDraft() -> OutboxPost? {
        drafts.newPostDraft()
    }

    public func saveNewPostDraft(_ post: OutboxPost) throws {
        try drafts.saveNewPostDraft(post)
    }

    /// The same for a follow, a block, a mute, an answer to a follow request or the undoing of
    /// one: answers with how the two accounts stand now.
    public func queueAndSendFollow(_ action: OutboxItem.Action) async throws -> RelationshipEntity {
        try await delivery.sendFollow(queue(action))
    }

    /// The same for following a hashtag or stopping: answers with the tag as it is now.
    public func queueAndSendTagFollow(_ action: OutboxItem.Action) async throws -> TagEntity {
        try await delivery.sendTagFollow(queue(action))
    }

    /// What waits in the outbox, oldest first, of the kind asked for.
    public func queuedItems(where picks: (OutboxItem.Action) -> Bool) -> [OutboxItem] {
        outbox.items().filter { picks($0.action) }
    }

    /// What waits in the outbox of the kind asked for, oldest first: now, then again each time
    /// an item of that kind is saved, changed (refused) or leaves, while the caller listens.
    public func observeQueuedItems(where picks: @escaping @Sendable (OutboxItem.Action) -> Bool) -> AsyncStream<[OutboxItem]> {
        let changes = outbox.observeChanges()
        let (items, continuation) = AsyncStream.makeStream(of: [OutboxItem].self, bufferingPolicy: .bufferingNewest(1))
        let reading = Task { [self] in
            continuation.yield(queuedItems(where: picks))
            for await action in changes where picks(action) {
                continuation.yield(queuedItems(where: picks))
            }
            continuation.finish()
        }
        continuation.onTermination = { _ in reading.cancel() }
        return items
    }

    /// Sends a queued item (again, with its key) and answers with the status the server has.
    public func send(_ item: OutboxItem) async throws -> StatusEntity {
        try await delivery.send(item)
    }

    /// The written things of the kind asked for that the server confirms from now on, however
    /// they went out, while the caller listens.
    public func observeSentWrites<Written: Sendable>(
        where picks: @escaping @Sendable (OutboxItem.Action) -> Bool, as written: @escaping @Sendable (StatusEntity) -> Written
    ) async -> AsyncStream<SentWrite<Written>> {
        await observeConfirmations { confirmation in
            guard case .status(let status) = confirmation.receipt, picks(confirmation.item.action) else { return nil }
            return SentWrite(queuedId: confirmation.item.id, written: written(status))
        }
    }

    /// The accounts blocked or muted from now on, as the server confirms each, while the caller
    /// listens: their posts leave every list.
    public func observeSilencedAccounts() async -> AsyncStream<String> {
        await observeConfirmations { confirmation in
            switch confirmation.item.action {
            case .block(let accountId), .mute(let accountId, _, _): accountId
            default: nil
            }
        }
    }

    /// Each like, boost or save the server confirms or refuses from now on, while the caller
    /// listens.
    public func observeSettledChoices() async -> AsyncStream<SettledChoice> {
        let confirmed = await observeConfirmations { confirmation -> SettledChoice? in
            guard case .status(let status) = confirmation.receipt else { return nil }
            return SettledChoice(confirmation.item.action, outcome: .confirmed(PostMapper.post(from: status)))
        }
        let refusals = await delivery.observeRefusals()
        let (settled, continuation) = AsyncStream.makeStream(of: SettledChoice.self)
        let relays = [
            Task {
                for await choice in confirmed { continuation.yield(choice) }
            },
            Task {
                for await refusal in refusals {
                    if let choice = SettledChoice(refusal.item.action, outcome: .refused(refusal.rejection)) { continuation.yield(choice) }
                }
            },
        ]
        continuation.onTermination = { _ in relays.forEach { $0.cancel() } }
        return settled
    }

    /// What `picks` makes of each write the server confirms from now on, while the caller listens.
    private func observeConfirmations<Value: Sendable>(
        _ picks: @escaping @Sendable (OutboxConfirmation) -> Value?
    ) async -> AsyncStream<Value> {
        .relaying(await delivery.observeConfirmations(), bufferingPolicy: .bufferingNewest(64), keeping: picks)
    }

    /// Takes an item out of the outbox back into its draft, merged with what the draft holds; one
    /// that may have reached the server is looked for there first.
    public func takeBack<Written: Sendable>(itemId: String, as written: (StatusEntity) -> Written) async throws -> WriteTakeBack<Written> {
        guard let item = outbox.item(withId: itemId), let (text, subject) = Self.draft(of: item.action) else {
            throw OutboxError.superseded
        }
        if let arrived = try await delivery.adoptIfArrived(item) {
            return .alreadySent(written(arrived))
        }
        // The text is safe in the draft before the outbox lets go of it.
        let draft = try drafts.merge(text, intoDraftFor: subject)
        try outbox.remove(id: itemId)
        return .draft(draft)
    }

    public func draft(for subject: DraftStore.Subject) -> String {
        drafts.draft(for: subject)
    }

    public func saveDraft(_ text: String, for subject: DraftStore.Subject) throws {
        try drafts.save(text, for: subject)
    }

    /// The words of a written item and the draft they came from; nil for a like or a follow.
    private static func draft(of action: OutboxItem.Action) -> (String, DraftStore.Subject)? {
        switch action {
        case .comment(let text, let inReplyToId): return (text, .reply(toId: inReplyToId))
        case .message(let message): return (message.text, .conversation(key: message.conversationKey))
        case .post, .like, .unlike, .follow, .unfollow, .acceptFollower, .rejectFollower, .block, .unblock, .mute, .unmute, .followTag,
            .unfollowTag, .boost,
            .unboost, .save, .unsave, .delete, .edit, .vote:
            return nil
        }
    }
}
