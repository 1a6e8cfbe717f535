/// Module is responsible for one post in full: its caption, every photo with its alt text, counts.
@MainActor
protocol PostDetailInteractorOutput: PhotoArrivalReceiver {
    /// The post as the server has it now.
    func didObtainPost(_ post: Post)
    /// The post did not come; one already shown stays.
    func didFailToObtainPost(_ problem: ConnectionProblem)
    /// The like went through; the post as it now is.
    func didChangeLike(of post: Post)
    /// The like did not go through and was undone.
    func didFailToChangeLike(ofPostId postId: String, problem: ConnectionProblem)
}
