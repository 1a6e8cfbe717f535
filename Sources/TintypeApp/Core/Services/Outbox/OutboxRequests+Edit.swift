import MastodonAPI
import Tintype

extension OutboxRequests {
    /// Sends the edit with each photo's alt text in it; a server that leaves an alt text as it
    /// was (one that does not read `media_attributes`) gets it at the photo's own address, and
    /// the post is read again to answer as it now is.
    func edit(postId: String, to post: OutboxPost) async throws -> StatusEntity {
        let media = post.photos.compactMap { photo in photo.uploadedId.map { (id: $0, description: photo.altText ?? "") } }
        let edit = StatusEdit(text: post.text, spoilerText: post.contentWarning, isSensitive: post.isSensitive, media: media)
        let edited = try await client.editStatus(statusId: postId, edit)
        let shown = Dictionary(edited.mediaAttachments.map { ($0.id, $0.description ?? "") }, uniquingKeysWith: { first, _ in first })
        let missed = media.filter { shown[$0.id] != $0.description }
        guard !missed.isEmpty else { return edited }
        for photo in missed {
            _ = try await client.updateMediaDescription(mediaId: photo.id, description: photo.description)
        }
        return try await client.status(id: postId)
    }
}
