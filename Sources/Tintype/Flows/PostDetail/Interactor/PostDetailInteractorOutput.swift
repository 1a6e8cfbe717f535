/// Module is responsible for one post in full: its caption, every photo with its alt text, counts.
@MainActor
protocol PostDetailInteractorOutput: PhotoArrivalReceiver {
    func didObtainPost(_ post: Post)
    func didFailToObtainPost(_ problem: ConnectionProblem)
    func didChangeLike(of post: Post)
    func didFailToChangeLike(ofPostId postId: String, problem: ConnectionProblem)
}
