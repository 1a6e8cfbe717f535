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
    /// Who is signed in: their own posts may be taken down.
    var signedInAccountId: String?
    /// Whether the caption behind a content warning, and media marked sensitive, are shown.
    var isCaptionRevealed = false
    /// No other screen covers the post: its animation plays.
    var isInFront = true
    /// Which of the post's photos is shown, from 0.
    var photoIndex = 0
    /// What is known of each photo, by its address.
    var pictures: [String: PictureState] = [:]
}

extension PostDetailState {
    /// Whether the post shown is the signed-in account's own.
    var isMine: Bool { post.map { $0.author.id == signedInAccountId } ?? false }

    /// Mine, or not known yet to be someone else's: the server is left to refuse.
    var mayBeMine: Bool { signedInAccountId == nil || isMine }

    /// Whether a press confirms the boost asked for: the same key, with no other between.
    func confirmsBoost(isRepeated: Bool) -> Bool {
        isRepeated && isBoostAsked
    }

    /// A boost shows the post to every follower, and a stray key must not do that: the first
    /// press asks, the same key pressed again next boosts. Taking a boost back asks nothing.
    /// Whether the press boosts (or takes the boost back); if not, it asked.
    mutating func confirmBoost(isRepeated: Bool) -> Bool {
        let confirmed = post?.isBoosted == true || confirmsBoost(isRepeated: isRepeated)
        isBoostAsked = !confirmed
        return confirmed
    }

    /// Whether the post hides anything until it is revealed: its words behind a warning or a
    /// filter, or a sensitive photo.
    var hasSomethingToReveal: Bool {
        guard let post else { return false }
        return !post.contentWarning.isEmpty || post.filterTitle != nil || post.media.contains(where: \.isSensitive)
    }

    /// The post as it now is, the photo shown kept within its photos.
    mutating func show(_ post: Post) {
        self.post = post
        photoIndex = min(photoIndex, max(0, post.media.count - 1))
    }

    /// The photo shown, unless it came already.
    func photoStillWanted(of post: Post) -> MediaItem? {
        guard let item = post.media[safe: photoIndex], item.stillAddress.flatMap({ pictures[$0]?.picture }) == nil else { return nil }
        return item
    }

    /// The animation to loop in place of the photo shown: while no other screen covers the post
    /// (`isInFront`), its photo is not hidden, and the person lets things move (`playing`).
    func animationShown(of post: Post, playing: Bool) -> MediaItem? {
        guard playing, isInFront, let item = post.media[safe: photoIndex], item.kind == .animation else { return nil }
        return (item.isSensitive || post.filterTitle != nil) && !isCaptionRevealed ? nil : item
    }
}

/// What is known of one photo.
struct PictureState: Equatable {
    /// Its blurhash, drawn while the photo loads and while a sensitive photo is hidden.
    var likeness: PixelImage?
    var picture: PixelImage?
    /// Why the photo is not shown.
    var failure: String?

    /// What came of the photo: its likeness while it loads, the photo (or a frame of it), or why
    /// not, in words from `explain`.
    mutating func take(_ arrival: PhotoFetcher.Arrival, explain: (MediaProblem) -> String) {
        switch arrival {
        case .likeness(let likeness): self.likeness = likeness
        case .photo(let photo): picture = photo
        case .failure(let problem): failure = explain(problem)
        }
    }
}
