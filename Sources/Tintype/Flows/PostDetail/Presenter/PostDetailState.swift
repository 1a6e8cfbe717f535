import FoundationEssentials
import Imaging

/// What the post detail presenter remembers.
struct PostDetailState {
    var postId = ""
    var post: Post?
    /// The comment of the thread to select once it is shown.
    var focusedCommentId: String?
    /// A boost was asked to be confirmed: the same key pressed again next boosts.
    var isBoostAsked = false
    /// The status line still says the post is loading: its first copy replaces that.
    var isStatusLoading = false
    /// Taking the post down was asked to be confirmed, to write it again or not (nil: not asked):
    /// the same key pressed again next does it.
    var deleteAskedWritingAgain: Bool?
    /// Who is signed in: their own posts may be taken down.
    var signedInAccountId: String?
    /// The post is being taken down: nothing more is sent about it.
    var isDeleting = false
    /// Whether the caption behind a content warning, and media marked sensitive, are shown.
    var isCaptionRevealed = false
    /// Which of the post's photos is shown, from 0.
    var photoIndex = 0
    /// What is known of each photo, by its address.
    var pictures: [String: PictureState] = [:]
}

extension PostDetailState {
    /// Whether the post shown is the signed-in account's own.
    var isMine: Bool { post.map { $0.author.id == signedInAccountId } ?? false }

    /// Whether a press confirms the boost asked for: the same key, with no other between.
    func confirmsBoost(isRepeated: Bool) -> Bool {
        isRepeated && isBoostAsked
    }

    /// Whether a press confirms taking the post down as asked: the same key, with no other
    /// between, however long the question waited on screen.
    func confirmsDelete(writingAgain: Bool, isRepeated: Bool) -> Bool {
        isRepeated && deleteAskedWritingAgain == writingAgain
    }
}

/// What is known of one photo.
struct PictureState: Equatable {
    /// Its blurhash, drawn while the photo loads and while a sensitive photo is hidden.
    var likeness: PixelImage?
    var picture: PixelImage?
    /// Why the photo is not shown.
    var failure: String?
}
