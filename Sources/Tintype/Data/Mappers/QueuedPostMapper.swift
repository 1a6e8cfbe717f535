import FoundationEssentials
import Localisation
import TextBasics

/// My new post still in the outbox to a `Post` shown on top of my lists, marked sending (or
/// refused, with the server's reason) until the server has it. Its photos are the files on this
/// computer, drawn from there.
enum QueuedPostMapper {
    /// Nil for an item that is not a new post, or one that answers another post (a comment).
    static func post(from item: OutboxItem, author: Author) -> Post? {
        guard case .post(let queued) = item.action, queued.inReplyToId == nil else { return nil }
        return Post(
            id: item.id, author: author, createdAt: item.createdAt, caption: TextSanitizer.clean(queued.text),
            contentWarning: TextSanitizer.cleanLine(queued.contentWarning, maximumLength: 500),
            media: queued.photos.map { photo in
                // A photo taken back from a deleted post has no file here: it is named, not drawn.
                let file = photo.path.isEmpty ? nil : photo.path
                return MediaItem(
                    kind: .photo, altText: PostMapper.altText(photo.altText), url: file, previewURL: file, isSensitive: queued.isSensitive)
            },
            delivery: item.rejection.map { .notSent(Strings.rejection($0)) } ?? .sending)
    }

    static func posts(from items: [OutboxItem], author: Author) -> [Post] {
        items.compactMap { post(from: $0, author: author) }.sorted { $0.createdAt ?? .distantPast > $1.createdAt ?? .distantPast }
    }
}
