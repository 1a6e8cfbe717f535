import Imaging

/// What the post detail presenter remembers.
struct PostDetailState {
    var postId = ""
    var post: Post?
    /// The like or unlike the person chose whose answer has not come: a copy of the post read
    /// meanwhile may be older than the choice, and must not undo it on screen.
    var likeAwaitingAnswer: Bool?
    /// Whether the caption behind a content warning, and media marked sensitive, are shown.
    var isCaptionRevealed = false
    /// Which of the post's photos is shown, from 0.
    var photoIndex = 0
    /// What is known of each photo, by its address.
    var pictures: [String: PictureState] = [:]
}

/// What is known of one photo.
struct PictureState: Equatable {
    /// Its blurhash, drawn while the photo loads and while a sensitive photo is hidden.
    var likeness: PixelImage?
    var picture: PixelImage?
    /// Why the photo is not shown.
    var failure: String?
}
