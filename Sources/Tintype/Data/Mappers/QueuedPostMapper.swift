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
                    kind: .photo, altText: AltTextMapper.altText(photo.altText), url: file, previewURL: file,
                    isSensitive: queued.isSensitive)
            },
            delivery: item.rejection.map { .notSent(Strings.rejection($0)) } ?? .sending)
    }

    /// `author`: the signed-in account, or nil where it could not be asked for: my posts still in
    /// the outbox are mine all the same.
    static func posts(from items: [OutboxItem], author: Author?) -> [Post] {
        let author = author ?? Author(id: "", displayName: Strings.you, handle: "")
        return items.compactMap { post(from: $0, author: author) }.sorted { $0.createdAt ?? .distantPast > $1.createdAt ?? .distantPast }
    }
}
