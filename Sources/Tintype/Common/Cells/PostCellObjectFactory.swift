import Foundation

/// Turns posts into feed cell objects: ages, counts and summaries formatted once, here.
struct PostCellObjectFactory {
    func cellObjects(for posts: [Post], now: Date) -> [PostCellObject] {
        let formatter = RelativeTimeFormatter(now: now)
        return posts.map { cellObject(for: $0, formatter: formatter) }
    }

    private func cellObject(for post: Post, formatter: RelativeTimeFormatter) -> PostCellObject {
        PostCellObject(
            postId: post.id,
            authorName: post.author.displayName,
            authorHandle: "@" + post.author.handle,
            age: formatter.string(for: post.createdAt),
            caption: post.caption,
            contentWarning: post.contentWarning.isEmpty ? nil : Strings.contentWarning(post.contentWarning),
            mediaSummary: mediaSummary(for: post.media),
            altText: post.media.first?.altText.map { Strings.alt(oneLine($0)) },
            likes: CountFormatter.string(for: post.likesCount),
            comments: CountFormatter.string(for: post.commentsCount),
            isLiked: post.isLiked,
            boostLine: post.boostedBy.map { Strings.boostedBy($0.displayName) }
        )
    }

    /// "2 photos", "3 attachments" when the kinds are mixed, nil for none: for any row naming a post's media.
    func mediaSummary(for media: [MediaItem]) -> String? {
        guard let first = media.first else { return nil }
        let sameKind = media.allSatisfy { $0.kind == first.kind }
        return Strings.photoCount(media.count, kind: sameKind ? first.kind : .other)
    }

    private func oneLine(_ text: String) -> String {
        text.split(whereSeparator: \.isNewline).joined(separator: " ")
    }
}
