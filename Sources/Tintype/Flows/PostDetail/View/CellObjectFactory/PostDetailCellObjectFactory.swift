import Foundation

/// Turns a post into the blocks of its detail screen, every string formatted here.
struct PostDetailCellObjectFactory {
    func cellObjects(for post: Post, isCaptionRevealed: Bool, now: Date) -> [PostDetailCellObject] {
        let age = RelativeTimeFormatter(now: now).string(for: post.createdAt)
        var objects: [PostDetailCellObject] = [
            .header(
                name: post.author.displayName,
                details: ["@" + post.author.handle, age, Strings.visibility(post.visibility)].filter { !$0.isEmpty }
                    .joined(separator: " · "))
        ]
        if !post.contentWarning.isEmpty {
            objects.append(
                .contentWarning(
                    text: Strings.contentWarning(post.contentWarning),
                    hint: isCaptionRevealed ? Strings.hideCaptionHint : Strings.revealCaptionHint))
        }
        if (post.contentWarning.isEmpty || isCaptionRevealed) && !post.caption.isEmpty {
            objects.append(.caption(post.caption))
        }
        for (index, item) in post.media.enumerated() {
            objects.append(
                .media(
                    label: Strings.mediaLabel(item.kind, index: index + 1, of: post.media.count),
                    altText: item.altText ?? Strings.noAltText))
        }
        objects.append(
            .counts(
                Strings.counts(
                    likes: post.likesCount, comments: post.commentsCount, boosts: post.boostsCount,
                    isLiked: post.isLiked),
                isLiked: post.isLiked))
        return objects
    }
}
