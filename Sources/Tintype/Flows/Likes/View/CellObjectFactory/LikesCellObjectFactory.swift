import Foundation
import Imaging
import Localisation

/// Turns likes of my posts, and the posts I liked, into cell objects: names, ages and summaries
/// formatted once, here.
struct LikesCellObjectFactory {
    let posts = PostCellObjectFactory()

    /// `thumbnails` by post id, for a list that shows them; nil for one that does not.
    func cellObjects(for groups: [LikeGroup], now: Date, thumbnails: [String: PixelImage]? = nil) -> [LikeGroupCellObject] {
        let formatter = RelativeTimeFormatter(now: now)
        return groups.map { group in
            let post = group.post
            return LikeGroupCellObject(
                postId: post.id,
                headline: Strings.likedYourPost(names: group.likers.map(\.displayName), count: group.likesCount),
                age: formatter.string(for: group.latestLikeAt ?? post.createdAt),
                caption: post.contentWarning.isEmpty
                    ? post.caption.split(whereSeparator: \.isNewline).first.map(String.init) ?? ""
                    : Strings.contentWarning(post.contentWarning),
                mediaSummary: posts.mediaSummary(for: post.media),
                hasThumbnail: thumbnails != nil && post.media.first?.thumbnailAddress != nil,
                thumbnail: thumbnails?[post.id])
        }
    }
}
