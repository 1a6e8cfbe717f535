import Foundation
import MastodonAPI

/// Publishes a post from the command line: photos uploaded first, then the status.
///
/// One idempotency key per invocation, reused across retries, so a retry after a lost answer
/// cannot publish the post twice.
public enum PostPublishing {
    public struct Request: Sendable {
        public var caption: String
        public var mediaFiles: [URL]
        public var altTexts: [String]
        public var inReplyToId: String?
        public var visibility: String?

        public init(caption: String, mediaFiles: [URL] = [], altTexts: [String] = [], inReplyToId: String? = nil, visibility: String? = nil)
        {
            self.caption = caption
            self.mediaFiles = mediaFiles
            self.altTexts = altTexts
            self.inReplyToId = inReplyToId
            self.visibility = visibility
        }
    }

    static let attempts = 3

    /// Returns the id of the new post.
    public static func publish(
        _ request: Request, configuration: ApplicationConfiguration,
        transport: any HTTPTransport = AsyncHTTPClientTransport()
    ) async throws -> String {
        guard !request.caption.isEmpty || !request.mediaFiles.isEmpty else { throw CommandError.emptyPost }
        guard request.altTexts.count <= request.mediaFiles.count else { throw CommandError.tooManyAltTexts }
        let client = MastodonClient(
            instance: configuration.instance, token: configuration.token,
            transport: transport, userAgent: configuration.userAgent)
        var mediaIds: [String] = []
        for (index, file) in request.mediaFiles.enumerated() {
            guard let data = FileManager.default.contents(atPath: file.path) else {
                throw CommandError.unreadableFile(file.path)
            }
            let upload = MediaUpload(
                data: data, filename: file.lastPathComponent, mimeType: MediaUpload.mimeType(forFilename: file.lastPathComponent),
                description: index < request.altTexts.count ? request.altTexts[index] : nil
            )
            let attachment = try await retrying { try await client.uploadMedia(upload) }
            mediaIds.append(attachment.id)
        }
        let draft = StatusDraft(
            text: request.caption, mediaIds: mediaIds, inReplyToId: request.inReplyToId,
            visibility: request.visibility.flatMap(StatusEntity.Visibility.init(rawValue:)))
        let key = UUID().uuidString
        let status = try await retrying { try await client.publishStatus(draft, idempotencyKey: key) }
        return status.id
    }

    /// Comments on a post through the outbox, and returns the new comment's id. A comment the
    /// network did not take stays in the outbox and goes out at the next start.
    public static func reply(
        to postId: String, text: String, configuration: ApplicationConfiguration,
        transport: any HTTPTransport = AsyncHTTPClientTransport()
    ) async throws -> String {
        guard !text.isEmpty else { throw CommandError.emptyPost }
        let services = Services(
            configuration: configuration, transport: transport,
            logger: TintypeApplication.makeLogger(paths: configuration.paths))
        let item = try await services.commentService.queueComment(text, inReplyToId: postId)
        do {
            return try await services.commentService.sendComment(item).id
        } catch let error as MastodonError where error.isTransient {
            throw CommandError.leftInOutbox(ConnectionProblemMapper.problem(from: error))
        }
    }

    /// Likes a post through the outbox; liking twice is harmless.
    public static func like(
        postId: String, configuration: ApplicationConfiguration,
        transport: any HTTPTransport = AsyncHTTPClientTransport()
    ) async throws {
        let services = Services(
            configuration: configuration, transport: transport,
            logger: TintypeApplication.makeLogger(paths: configuration.paths))
        _ = try await services.likeService.performLike(postId: postId)
    }

    private static func retrying<Value>(_ operation: () async throws -> Value) async throws -> Value {
        var attempt = 1
        while true {
            do {
                return try await operation()
            } catch let error as MastodonError where error.isTransient && attempt < attempts {
                try await Task.sleep(for: .milliseconds(500 * attempt))
                attempt += 1
            }
        }
    }
}
