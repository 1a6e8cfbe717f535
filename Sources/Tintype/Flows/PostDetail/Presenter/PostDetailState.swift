import Foundation
import Imaging

/// What the post detail presenter remembers.
struct PostDetailState {
    var postId = ""
    var post: Post?
    /// The likes, boosts and saves the person chose whose answer has not come: a copy of the post
    /// read meanwhile may be older than the choice, and must not undo it on screen.
    var choicesAwaitingAnswer: [PostChoice: Bool] = [:]
    /// When a boost was asked to be confirmed; a second press soon after boosts.
    var boostAskedAt: Date?
    /// When taking the post down was asked to be confirmed, and whether to write it again.
    var deleteAsked: (at: Date, writingAgain: Bool)?
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
    /// How long a boost waits for its confirming press.
    static let boostConfirmationTime: TimeInterval = 5

    /// The post as the server sent it, with the choices still on their way shown as chosen.
    func withAwaitingChoices(_ post: Post) -> Post {
        choicesAwaitingAnswer.reduce(post) { $0.with($1.key, $1.value) }
    }

    /// Whether the post shown is the signed-in account's own.
    var isMine: Bool { post.map { $0.author.id == signedInAccountId } ?? false }

    /// Whether a press now confirms taking the post down as asked a moment ago.
    func confirmsDelete(writingAgain: Bool, at now: Date) -> Bool {
        guard let deleteAsked, deleteAsked.writingAgain == writingAgain else { return false }
        return now.timeIntervalSince(deleteAsked.at) < Self.boostConfirmationTime
    }

    /// Whether a press now confirms the boost asked for a moment ago.
    func confirmsBoost(at now: Date) -> Bool {
        guard let boostAskedAt else { return false }
        return now.timeIntervalSince(boostAskedAt) < Self.boostConfirmationTime
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
