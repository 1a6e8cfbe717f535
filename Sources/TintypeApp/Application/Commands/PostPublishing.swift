import FoundationEssentials
import MastodonAPI
import TextBasics
import Tintype

/// Writes from the command line, through the same outbox as the app.
///
/// A post is saved in the outbox before anything is sent, with one Idempotency-Key for all its
/// attempts; running the same command again after a lost answer continues that post (its photos
/// uploaded once, the server searched before a resend) instead of publishing a second.
public enum PostPublishing {
    public struct Request: Sendable {
        public var caption: String
        public var mediaFiles: [URL]
        public var altTexts: [String]
        public var inReplyToId: String?
        public var visibility: String?
        public var contentWarning: String
        public var isSensitive: Bool
        public var language: String?
        public var poll: OutboxPost.Poll?
        public var quotedPostId: String?
        /// When the server is to publish it; nil for now.
        public var publishesAt: Date?
        /// Who may quote it; nil leaves it to the server.
        public var quotePolicy: QuotePolicy?

        public init(
            caption: String, mediaFiles: [URL] = [], altTexts: [String] = [], inReplyToId: String? = nil, visibility: String? = nil,
            contentWarning: String = "", isSensitive: Bool = false, language: String? = nil, poll: OutboxPost.Poll? = nil,
            quotedPostId: String? = nil, publishesAt: Date? = nil, quotePolicy: QuotePolicy? = nil
        ) {
            self.quotePolicy = quotePolicy
            self.publishesAt = publishesAt
            self.poll = poll
            self.quotedPostId = quotedPostId
            self.caption = caption
            self.mediaFiles = mediaFiles
            self.altTexts = altTexts
            self.inReplyToId = inReplyToId
            self.visibility = visibility
            self.contentWarning = contentWarning
            self.isSensitive = isSensitive
            self.language = language
        }
    }

    /// Answers with the new post, or the scheduled one.
    public static func publish(
        _ request: Request, configuration: ApplicationConfiguration,
        transport: any HTTPTransport = AsyncHTTPClientTransport()
    ) async throws -> Publication {
        guard !request.caption.isEmpty || !request.mediaFiles.isEmpty else { throw CommandError.emptyPost }
        guard request.altTexts.count <= request.mediaFiles.count else { throw CommandError.tooManyAltTexts }
        for file in request.mediaFiles where !FileManager.default.isReadableFile(atPath: file.path) {
            throw CommandError.unreadableFile(file.path)
        }
        let photos = request.mediaFiles.enumerated().map { index, file in
            // The full path: the outbox may send it from another folder, at the next start.
            OutboxPost.Photo(
                path: file.standardizedFileURL.path, altText: index < request.altTexts.count ? request.altTexts[index] : nil)
        }
        let post = OutboxPost(
            text: request.caption, photos: photos, inReplyToId: request.inReplyToId, visibility: request.visibility,
            contentWarning: request.contentWarning, isSensitive: request.isSensitive, language: request.language, poll: request.poll,
            quotedPostId: request.quotedPostId, scheduledAt: request.publishesAt, quotePolicy: request.quotePolicy)
        let services = await commandServices(configuration, transport)
        do {
            return try await services.publishingService.publish(post)
        } catch let error as MastodonError where error.isTransient {
            throw CommandError.leftInOutbox(ConnectionProblemMapper.problem(from: error))
        }
    }

    /// Comments on a post through the outbox, and returns the new comment's id. A comment the
    /// network did not take stays in the outbox and goes out at the next start.
    public static func reply(
        to postId: String, text: String, configuration: ApplicationConfiguration,
        transport: any HTTPTransport = AsyncHTTPClientTransport()
    ) async throws -> String {
        guard !text.isEmpty else { throw CommandError.emptyPost }
        let services = await commandServices(configuration, transport)
        let item = try await services.commentService.queueComment(text, inReplyToId: postId)
        do {
            return try await services.commentService.sendComment(item).id
        } catch let error as MastodonError where error.isTransient {
            throw CommandError.leftInOutbox(ConnectionProblemMapper.problem(from: error))
        }
    }

    /// Writes a direct message to these people through the outbox, answering the last message of
    /// the conversation with them, and returns the new message's id. Each handle is looked up
    /// first; one that does not exist stops it before anything is saved.
    public static func message(
        toHandles handles: [String], text: String, configuration: ApplicationConfiguration,
        transport: any HTTPTransport = AsyncHTTPClientTransport()
    ) async throws -> String {
        guard !text.trimmed().isEmpty else { throw CommandError.emptyMessage }
        let services = await commandServices(configuration, transport)
        var accounts: [Profile] = []
        for handle in handles {
            do {
                accounts.append(try await services.accountService.obtainAccount(withHandle: handle))
            } catch MastodonError.notFound {
                throw CommandError.unknownAccount(handle: handle, instance: configuration.instance.description)
            }
        }
        // The latest conversations, so the message answers the last one with these people.
        _ = try? await services.messageService.obtainNewestConversations()
        let item = try await services.messageService.queueMessage(
            text, toHandles: accounts.map(\.handle), conversationKey: Conversation.key(ofParticipantIds: accounts.map(\.id))
        )
        do {
            return try await services.messageService.sendMessage(item).id
        } catch let error as MastodonError where error.isTransient {
            throw CommandError.leftInOutbox(ConnectionProblemMapper.problem(from: error))
        }
    }

    /// Likes a post through the outbox; liking twice is harmless.
    public static func like(
        postId: String, configuration: ApplicationConfiguration,
        transport: any HTTPTransport = AsyncHTTPClientTransport()
    ) async throws {
        let services = await commandServices(configuration, transport)
        _ = try await services.likeService.performLike(postId: postId)
    }

    /// The post's caption in the language the app speaks, as the server translates it.
    public static func translate(
        postId: String, configuration: ApplicationConfiguration, transport: any HTTPTransport = AsyncHTTPClientTransport()
    ) async throws -> PostTranslation {
        try await commandServices(configuration, transport).translationService.translate(postId: postId)
    }

    /// Votes in a post's poll through the outbox for the options at these places (0-based), and
    /// answers with the post as the server has it after the vote.
    public static func vote(
        postId: String, choices: [Int], configuration: ApplicationConfiguration,
        transport: any HTTPTransport = AsyncHTTPClientTransport()
    ) async throws -> Post {
        let services = await commandServices(configuration, transport)
        let post = try await services.postService.obtainPost(id: postId)
        guard let poll = post.poll else { throw CommandError.noPoll(postId: postId) }
        guard choices.allSatisfy(poll.options.indices.contains) else { throw CommandError.noSuchOption(optionCount: poll.options.count) }
        do {
            return try await services.pollService.performVote(postId: post.originalId, pollId: poll.id, choices: choices)
        } catch let error as MastodonError where error.isTransient {
            throw CommandError.leftInOutbox(ConnectionProblemMapper.problem(from: error))
        }
    }

    /// Boosts a post through the outbox, or with `undo` takes the boost back; twice is harmless.
    public static func boost(
        postId: String, undo: Bool, configuration: ApplicationConfiguration,
        transport: any HTTPTransport = AsyncHTTPClientTransport()
    ) async throws {
        let boosts = await commandServices(configuration, transport).boostService
        _ = undo ? try await boosts.performUnboost(postId: postId) : try await boosts.performBoost(postId: postId)
    }

    /// Saves a post (a bookmark) through the outbox, or with `undo` lets it go; twice is harmless.
    public static func save(
        postId: String, undo: Bool, configuration: ApplicationConfiguration,
        transport: any HTTPTransport = AsyncHTTPClientTransport()
    ) async throws {
        let saves = await commandServices(configuration, transport).saveService
        _ = undo ? try await saves.performUnsave(postId: postId) : try await saves.performSave(postId: postId)
    }

    /// What `tintype edit` changes; nil (or no alt text) leaves the post's as it is.
    public struct Edit: Sendable {
        public var text: String?
        public var contentWarning: String?
        public var isSensitive: Bool?
        /// The photos' alt texts, in order, from the first.
        public var altTexts: [String]

        public init(text: String?, contentWarning: String?, isSensitive: Bool?, altTexts: [String]) {
            self.text = text
            self.contentWarning = contentWarning
            self.isSensitive = isSensitive
            self.altTexts = altTexts
        }
    }

    /// Edits my post through the outbox, on top of what it says now.
    public static func edit(
        postId: String, _ change: Edit, configuration: ApplicationConfiguration, transport: any HTTPTransport = AsyncHTTPClientTransport()
    ) async throws {
        let publishing = await commandServices(configuration, transport).publishingService
        var post = try await publishing.obtainPostToEdit(id: postId)
        post.text = change.text ?? post.text
        post.contentWarning = change.contentWarning ?? post.contentWarning
        post.isSensitive = change.isSensitive ?? post.isSensitive
        guard change.altTexts.count <= post.photos.count else { throw CommandError.tooManyAltTexts }
        for (index, altText) in change.altTexts.enumerated() { post.photos[index].altText = altText }
        _ = try await publishing.editPost(id: postId, to: post)
    }

    /// Takes my post down through the outbox; false when the server no longer had it.
    public static func delete(
        postId: String, configuration: ApplicationConfiguration, transport: any HTTPTransport = AsyncHTTPClientTransport()
    ) async throws -> Bool {
        try await commandServices(configuration, transport).publishingService.deletePost(id: postId, keepingAsDraft: false)
    }

    /// My posts waiting for their time, the soonest first.
    public static func scheduledPosts(
        configuration: ApplicationConfiguration, transport: any HTTPTransport = AsyncHTTPClientTransport()
    ) async throws -> [ScheduledPost] {
        try await commandServices(configuration, transport).publishingService.obtainScheduledPosts()
    }

    /// Moves a scheduled post to another time.
    public static func reschedule(
        scheduledPostId: String, to date: Date, configuration: ApplicationConfiguration,
        transport: any HTTPTransport = AsyncHTTPClientTransport()
    ) async throws -> ScheduledPost {
        try await commandServices(configuration, transport).publishingService.reschedule(scheduledPostId: scheduledPostId, to: date)
    }

    /// Cancels a scheduled post; one gone already is no error.
    public static func cancelScheduled(
        scheduledPostId: String, configuration: ApplicationConfiguration, transport: any HTTPTransport = AsyncHTTPClientTransport()
    ) async throws {
        try await commandServices(configuration, transport).publishingService.cancelScheduledPost(id: scheduledPostId)
    }

    /// The account's services for one command, logging to the same file as the app.
    private static func commandServices(_ configuration: ApplicationConfiguration, _ transport: any HTTPTransport) async -> Services {
        await Services.open(configuration: configuration, transport: transport)
    }
}
