import FoundationEssentials

/// Publishing posts with photos, through the outbox like every other write.
public protocol PublishingService: Sendable {
    /// Saves the post in the outbox (or finds the same post still waiting there from an earlier
    /// try, with its key and its photos already uploaded), sends it, and answers with it as the
    /// server has it, or held back until its time.
    func publish(_ post: OutboxPost) async throws -> Publication
    /// Saves the post composed in the app in the outbox and clears its draft; nothing is sent yet.
    func queueComposedPost(_ post: OutboxPost) async throws -> OutboxItem
    /// Sends a queued new post; `progress` hears its photos' uploads as they go.
    func sendComposedPost(_ item: OutboxItem, progress: @escaping @Sendable (UploadProgress) -> Void) async throws -> Publication
    /// Takes a refused new post back into the composer's draft (its uploaded photos kept) and
    /// answers with the draft as it now is.
    func takeBackComposedPost(withId itemId: String) async throws -> OutboxPost?
    /// My new posts waiting in the outbox (not comments), oldest first, refused ones too: now,
    /// then each time one is queued, refused, sent or taken back, whichever screen wrote it.
    func observeQueuedPosts() async -> AsyncStream<[OutboxItem]>
    /// The new posts the server confirms from now on, however they went out.
    func observeSentPosts() async -> AsyncStream<SentWrite<Post>>
    /// The post being composed, as last kept, with any refused new post taken back into it; nil
    /// when there is none.
    func obtainNewPostDraft() async -> OutboxPost?
    /// Keeps the post being composed across Esc, a crash and a restart.
    func saveNewPostDraft(_ post: OutboxPost) async throws
    /// Takes my post down, through the outbox; with `keepingAsDraft`, its text, its photos (the
    /// server keeps them a while for that) and its choices join the composer's draft. Answers
    /// false when the server no longer had the post (and so nothing joined the draft).
    func deletePost(id: String, keepingAsDraft: Bool) async throws -> Bool
    /// My post as I wrote it, to edit: its text and warning from `/source`, its sensitivity and
    /// its photos (by their ids, with their alt texts) from the post.
    func obtainPostToEdit(id: String) async throws -> OutboxPost
    /// Edits my post through the outbox (the last edit of a post wins); answers with it as it now is.
    func editPost(id: String, to post: OutboxPost) async throws -> Post
    /// My posts waiting for their time, the soonest first.
    func obtainScheduledPosts() async throws -> [ScheduledPost]
    /// Moves a scheduled post to another time; answers with it as the server now holds it.
    func reschedule(scheduledPostId: String, to date: Date) async throws -> ScheduledPost
    /// Cancels a scheduled post; one already gone (published, or cancelled elsewhere) is no error.
    func cancelScheduledPost(id: String) async throws
    /// Takes a scheduled post back into the composer's draft, its time and its photos (by their
    /// ids) kept, and cancels it on the server once the draft is safe; answers with the draft.
    func redraftScheduledPost(id: String) async throws -> OutboxPost
    /// What one post may hold on this instance.
    func obtainPostingLimits() async -> PostingLimits
}
