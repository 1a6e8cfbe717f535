import Imaging

/// Module is responsible for one post in full: its caption, every photo with its alt text, counts.
@MainActor
protocol PostDetailInteractorOutput: AnyObject {
    func didObtainPost(_ post: Post)
    func didFailToObtainPost(_ problem: ConnectionProblem)
    func didChangeLike(of post: Post)
    func didFailToChangeLike(ofPostId postId: String, problem: ConnectionProblem)
    /// The photo at `address`, or, while it loads, its likeness.
    func didObtainPicture(_ picture: PixelImage, isLikeness: Bool, address: String)
    func didFailToObtainPicture(address: String, problem: MediaProblem)
}
