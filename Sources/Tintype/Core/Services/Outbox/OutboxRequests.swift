import Foundation
import MastodonAPI

/// The request that carries each kind of write to the server; a post's photos are uploaded
/// first, each once.
struct OutboxRequests: Sendable {
    /// A photo of the post can no longer be read from its file.
    struct UnreadablePhoto: Error {
        var path: String
    }

    let client: MastodonClient
    let outbox: Outbox

    func perform(_ item: OutboxItem) async throws -> OutboxReceipt {
        switch item.action {
        case .comment(let text, let inReplyToId):
            return .status(
                try await client.publishStatus(StatusDraft(text: text, inReplyToId: inReplyToId), idempotencyKey: item.idempotencyKey))
        case .post(let post):
            return .status(try await publish(post, of: item))
        case .message(let message):
            let draft = StatusDraft(text: message.statusText, inReplyToId: message.inReplyToId, visibility: .direct)
            return .status(try await client.publishStatus(draft, idempotencyKey: item.idempotencyKey))
        case .like(let postId):
            return .status(try await client.favourite(statusId: postId))
        case .unlike(let postId):
            return .status(try await client.unfavourite(statusId: postId))
        case .follow(let accountId):
            return .relationship(try await client.follow(accountId: accountId))
        case .unfollow(let accountId):
            return .relationship(try await client.unfollow(accountId: accountId))
        case .boost(let postId):
            // The answer is my boost, wrapping the post: the post is what changed.
            let boost = try await client.reblog(statusId: postId)
            return .status(boost.reblog ?? boost)
        case .unboost(let postId):
            return .status(try await client.unreblog(statusId: postId))
        case .save(let postId):
            return .status(try await client.bookmark(statusId: postId))
        case .unsave(let postId):
            return .status(try await client.unbookmark(statusId: postId))
        }
    }

    /// Photos first, each uploaded once: its id is saved before the next, so a resend goes on from
    /// where the last one stopped.
    private func publish(_ post: OutboxPost, of item: OutboxItem) async throws -> StatusEntity {
        var photos = post.photos
        for index in photos.indices where photos[index].uploadedId == nil {
            let photo = photos[index]
            guard let data = FileManager.default.contents(atPath: photo.path) else { throw UnreadablePhoto(path: photo.path) }
            let name = URL(fileURLWithPath: photo.path).lastPathComponent
            let upload = MediaUpload(
                data: data, filename: name, mimeType: MediaUpload.mimeType(forFilename: name), description: photo.altText)
            photos[index].uploadedId = try await client.uploadMedia(upload).id
            var uploaded = post
            uploaded.photos = photos
            try outbox.update(id: item.id) { $0.action = .post(uploaded) }
        }
        let draft = StatusDraft(
            text: post.text, mediaIds: photos.compactMap(\.uploadedId), inReplyToId: post.inReplyToId,
            visibility: post.visibility.flatMap(StatusEntity.Visibility.init(rawValue:)), spoilerText: post.contentWarning,
            isSensitive: post.isSensitive, language: post.language)
        return try await client.publishStatus(draft, idempotencyKey: item.idempotencyKey)
    }
}
