import FoundationEssentials
import MastodonAPI
import Tintype

/// The request that carries each kind of write to the server; a post's photos are uploaded
/// first, each once.
struct OutboxRequests: Sendable {
    /// A photo of the post can no longer be read from its file.
    struct UnreadablePhoto: Error {
        var path: String
    }

    let client: MastodonClient
    let outbox: Outbox
    /// Each photo's upload as it goes, for whoever shows it.
    let uploads = UploadListeners()
    /// How the wait for a photo the server still processes passes; tests give their own.
    var sleep: @Sendable (Duration) async throws -> Void = { try await Task.sleep(for: $0) }
    /// The clock a scheduled post's time is read against; tests give their own.
    var now: @Sendable () -> Date = { Date() }

    func perform(_ item: OutboxItem) async throws -> OutboxReceipt {
        switch item.action {
        case .comment(let text, let inReplyToId):
            return .status(
                try await client.publishStatus(StatusDraft(text: text, inReplyToId: inReplyToId), idempotencyKey: item.idempotencyKey))
        case .post(let post):
            return try await publish(post, of: item)
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
        case .acceptFollower(let accountId):
            return .relationship(try await client.authorizeFollowRequest(accountId: accountId))
        case .rejectFollower(let accountId):
            return .relationship(try await client.rejectFollowRequest(accountId: accountId))
        case .block(let accountId):
            return .relationship(try await client.block(accountId: accountId))
        case .unblock(let accountId):
            return .relationship(try await client.unblock(accountId: accountId))
        case .mute(let accountId, let seconds, let hidesNotifications):
            return .relationship(try await client.mute(accountId: accountId, seconds: seconds, notifications: hidesNotifications))
        case .unmute(let accountId):
            return .relationship(try await client.unmute(accountId: accountId))
        case .followTag(let name):
            return .tag(try await client.followTag(name))
        case .unfollowTag(let name):
            return .tag(try await client.unfollowTag(name))
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
        case .delete(let postId):
            return .status(try await client.deleteStatus(statusId: postId))
        case .edit(let postId, let post):
            return .status(try await edit(postId: postId, to: post))
        case .vote(let postId, let pollId, let choices):
            return .status(try await vote(in: pollId, of: postId, for: choices))
        }
    }

    /// The vote, then the post it is in, as the receipt every write on a post gives. A vote sent
    /// again after a lost answer is refused as one made already: the post says whether mine is in.
    private func vote(in pollId: String, of postId: String, for choices: [Int]) async throws -> StatusEntity {
        do {
            _ = try await client.vote(pollId: pollId, choices: choices)
        } catch MastodonError.unprocessable(let message) {
            let post = try await client.status(id: postId)
            guard post.poll?.hasVoted == true else { throw MastodonError.unprocessable(message) }
            return post
        }
        return try await client.status(id: postId)
    }

    /// Photos first, each uploaded once: its id is saved before the next, so a resend goes on from
    /// where the last one stopped. A photo uploaded by an earlier try may still be processed by
    /// the server, and is waited for as one uploaded now is.
    private func publish(_ post: OutboxPost, of item: OutboxItem) async throws -> OutboxReceipt {
        var photos = post.photos
        for uploadedId in photos.compactMap(\.uploadedId) {
            try await waitUntilProcessed(mediaId: uploadedId)
        }
        for index in photos.indices where photos[index].uploadedId == nil {
            let photo = photos[index]
            guard let data = FileManager.default.contents(atPath: photo.path) else { throw UnreadablePhoto(path: photo.path) }
            let name = URL(fileURLWithPath: photo.path).lastPathComponent
            let upload = MediaUpload(
                data: data, filename: name, mimeType: MediaUpload.mimeType(forFilename: name), description: photo.altText)
            let photoCount = photos.count
            let attachment = try await client.uploadMedia(upload) { [uploads] sent, total in
                uploads.tell(UploadProgress(itemId: item.id, photoIndex: index, photoCount: photoCount, sentBytes: sent, totalBytes: total))
            }
            photos[index].uploadedId = attachment.id
            var uploaded = post
            uploaded.photos = photos
            try outbox.update(id: item.id) { $0.action = .post(uploaded) }
            if attachment.url == nil { try await waitUntilProcessed(mediaId: attachment.id) }
        }
        let draft = StatusDraft(
            text: post.text, mediaIds: photos.compactMap(\.uploadedId), inReplyToId: post.inReplyToId,
            visibility: post.visibility.flatMap(StatusEntity.Visibility.init(rawValue:)), spoilerText: post.contentWarning,
            isSensitive: post.isSensitive, language: post.language,
            poll: post.poll.map {
                StatusDraft.Poll(options: $0.options, expiresInSeconds: $0.expiresInSeconds, allowsMultiple: $0.allowsMultiple)
            },
            quotedStatusId: post.quotedPostId,
            scheduledAt: post.scheduledAt.flatMap { ScheduledTime.sendingTime(for: $0, now: now()) },
            quoteApprovalPolicy: post.quotePolicy?.rawValue)
        guard draft.scheduledAt != nil else { return .status(try await client.publishStatus(draft, idempotencyKey: item.idempotencyKey)) }
        switch try await client.scheduleStatus(draft, idempotencyKey: item.idempotencyKey) {
        case .scheduled(let scheduled): return .scheduled(scheduled)
        case .published(let status): return .status(status)
        }
    }
}
