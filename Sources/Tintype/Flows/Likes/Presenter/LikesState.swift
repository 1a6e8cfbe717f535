import Foundation
import Imaging

/// Everything the likes presenter remembers.
struct LikesState {
    var section = LikesSection.activity
    /// The likes of my posts, grouped by post, and where their paging stands.
    var activity = PagedList<LikeGroup>()
    /// The posts I liked, and where their paging stands.
    var likedPosts = PagedList<Post>()
    /// The sections whose cached copy was asked for: once a run each.
    var startedSections: Set<LikesSection> = []
    /// Each post's first photo, small, by post id, for both lists.
    var thumbnails = RowPictures()
    /// Whether the tab is in front: only then are new likes seen, and the lists refreshed each minute.
    var isShown = false
    var isViewReady = false

    /// The posts a section lists, one a row.
    func posts(in section: LikesSection) -> [Post] {
        switch section {
        case .activity: activity.items.map(\.post)
        case .likedPosts: likedPosts.items
        }
    }

    /// The post of a row in front.
    func post(at index: Int) -> Post? {
        posts(in: section)[safe: index]
    }

    /// The account `u` opens on a row in front: the latest liker of my post, or the author of a
    /// post I liked.
    func accountId(at index: Int) -> String? {
        switch section {
        case .activity: activity.items[safe: index]?.likers.first?.id
        case .likedPosts: likedPosts.items[safe: index]?.author.id
        }
    }

    /// A like (boost, save) given or taken back elsewhere, in both lists; a post unliked leaves
    /// the posts I liked.
    mutating func applyChoices(of post: Post) {
        let postId = post.id
        likedPosts.updateItems { PostChangeApplier.applyChoices(of: post, to: &$0) }
        activity.updateItems { PostChangeApplier.applyChoices(of: post, to: &$0, at: \.post) }
        let isListed = likedPosts.items.contains { $0.id == postId }
        if post.isLiked, !isListed {
            // Liked again from the post: the list is behind until it is next fetched.
            likedPosts.markStale()
        } else if !post.isLiked, isListed {
            likedPosts.updateItems { $0.removeAll { $0.id == postId } }
        }
    }

    /// A post taken down leaves the posts I liked and the likes of my posts.
    mutating func removePost(withId postId: String) {
        likedPosts.updateItems { $0.removeAll { $0.id == postId } }
        activity.updateItems { $0.removeAll { $0.post.id == postId } }
    }

    mutating func applyCommentsCount(ofPostId postId: String, commentsCount: Int) {
        likedPosts.updateItems { PostChangeApplier.applyCommentsCount(ofPostId: postId, commentsCount: commentsCount, to: &$0) }
        activity.updateItems { PostChangeApplier.applyCommentsCount(ofPostId: postId, commentsCount: commentsCount, to: &$0, at: \.post) }
    }

    /// Whether the section's list is the one in front.
    func isShowing(_ section: LikesSection) -> Bool {
        isShown && self.section == section
    }
}
