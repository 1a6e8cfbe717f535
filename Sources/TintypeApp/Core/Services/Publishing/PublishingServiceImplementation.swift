import FoundationEssentials
import MastodonAPI
import Tintype

/// Posts through the outbox facade: saved first, then sent with one Idempotency-Key for every
/// attempt.
public struct PublishingServiceImplementation: PublishingService {
    private let client: MastodonClient
    private let writes: OutboxFacade
    private let limits: InstanceLimits

    public init(client: MastodonClient, writes: OutboxFacade, limits: InstanceLimits) {
        self.client = client
        self.writes = writes
        self.limits = limits
    }

    public func publish(_ post: OutboxPost) async throws -> Publication {
        try Self.publication(from: try await writes.sendNewPost(writes.queue(.post(post))))
    }

    public func queueComposedPost(_ post: OutboxPost) async throws -> OutboxItem {
        try writes.queueNewPost(post)
    }

    public func sendComposedPost(
        _ item: OutboxItem, progress: @escaping @Sendable (UploadProgress) -> Void
    ) async throws -> Publication {
        try Self.publication(from: try await writes.sendNewPost(item, progress: progress))
    }

    private static func publication(from receipt: OutboxReceipt) throws -> Publication {
        switch receipt {
        case .status(let status): return .published(PostMapper.post(from: status))
        case .scheduled(let scheduled): return .scheduled(ScheduledPostMapper.scheduledPost(from: scheduled))
        case .relationship, .tag: throw MastodonError.malformedResponse("the server's answer was not a post")
        }
    }

    public func obtainScheduledPosts() async throws -> [ScheduledPost] {
        try await client.scheduledStatuses().map(ScheduledPostMapper.scheduledPost(from:))
    }

    public func reschedule(scheduledPostId: String, to date: Date) async throws -> ScheduledPost {
        ScheduledPostMapper.scheduledPost(from: try await client.reschedule(scheduledId: scheduledPostId, to: date))
    }

    public func redraftScheduledPost(id: String) async throws -> OutboxPost {
        guard let held = try await client.scheduledStatuses().first(where: { $0.id == id }) else { throw MastodonError.notFound(nil) }
        let altTexts = Dictionary(held.mediaAttachments.map { ($0.id, $0.description) }, uniquingKeysWith: { first, _ in first })
        let again = OutboxPost(
            text: held.params.text,
            photos: held.params.mediaIds.map { OutboxPost.Photo(path: "", altText: altTexts[$0] ?? nil, uploadedId: $0) },
            inReplyToId: held.params.inReplyToId, visibility: held.params.visibility, contentWarning: held.params.spoilerText,
            scheduledAt: held.scheduledAt)
        let draft = try writes.joinNewPostDraft(with: again, photoLimit: await limits.obtainPostingLimits().photos)
        try await cancelScheduledPost(id: id)
        return draft
    }

    public func cancelScheduledPost(id: String) async throws {
        do {
            try await client.cancelScheduled(scheduledId: id)
        } catch MastodonError.notFound {
            // Published or cancelled already (by its time, another client, or a try whose answer was lost).
        }
    }

    public func takeBackComposedPost(withId itemId: String) async throws -> OutboxPost? {
        try writes.takeBackNewPost(itemId: itemId, photoLimit: await limits.obtainPostingLimits().photos)
    }

    public func observeQueuedPosts() async -> AsyncStream<[OutboxItem]> {
        writes.observeQueuedItems(where: Self.isNewPost)
    }

    public func observeSentPosts() async -> AsyncStream<SentWrite<Post>> {
        await writes.observeSentWrites(where: Self.isNewPost, as: PostMapper.post(from:))
    }

    public func obtainNewPostDraft() async -> OutboxPost? {
        let refused = writes.queuedItems(where: Self.isNewPost).filter { $0.rejection != nil }
        for item in refused {
            // Left in the outbox (and shown refused) when the draft cannot be written.
            _ = try? await takeBackComposedPost(withId: item.id)
        }
        return writes.newPostDraft()
    }

    /// A post's photos as the server keeps them: no file here, each by its id with its alt text.
    private static func photosOnTheServer(of status: StatusEntity) -> [OutboxPost.Photo] {
        status.mediaAttachments.map { OutboxPost.Photo(path: "", altText: $0.description, uploadedId: $0.id) }
    }

    @Sendable private static func isNewPost(_ action: OutboxItem.Action) -> Bool {
        guard case .post(let post) = action else { return false }
        return post.inReplyToId == nil
    }

    public func saveNewPostDraft(_ post: OutboxPost) async throws {
        try writes.saveNewPostDraft(post)
    }

    public func deletePost(id: String, keepingAsDraft: Bool) async throws -> Bool {
        let deleted: StatusEntity
        do {
            deleted = try await writes.queueAndSend(.delete(postId: id))
        } catch MastodonError.notFound {
            // Taken down already (from another client, or by a try whose answer was lost).
            return false
        }
        guard keepingAsDraft else { return true }
        let again = OutboxPost(
            text: deleted.text ?? HTMLToText.convert(deleted.content),
            photos: Self.photosOnTheServer(of: deleted),
            inReplyToId: deleted.inReplyToId, visibility: deleted.visibility == .unknown ? nil : deleted.visibility.rawValue,
            contentWarning: deleted.spoilerText, isSensitive: deleted.isSensitive, language: deleted.language)
        try writes.joinNewPostDraft(with: again, photoLimit: await limits.obtainPostingLimits().photos)
        return true
    }

    public func obtainPostToEdit(id: String) async throws -> OutboxPost {
        async let source = client.statusSource(statusId: id)
        async let status = client.status(id: id)
        let (written, shown) = try await (source, status)
        return OutboxPost(
            text: written.text,
            photos: Self.photosOnTheServer(of: shown),
            contentWarning: written.spoilerText, isSensitive: shown.isSensitive)
    }

    public func editPost(id: String, to post: OutboxPost) async throws -> Post {
        PostMapper.post(from: try await writes.queueAndSend(.edit(postId: id, post)))
    }

    public func obtainPostingLimits() async -> PostingLimits {
        await limits.obtainPostingLimits()
    }
}
