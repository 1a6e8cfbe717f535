/// Module is responsible for every version of my post, newest first, as it was edited.
@MainActor
protocol PostHistoryInteractorOutput: AnyObject {
    /// The post's versions, newest first.
    func didObtainHistory(_ versions: [PostVersion])
    /// The versions did not come: the server or the network failed, or the post is gone.
    func didFailToObtainHistory(_ problem: ConnectionProblem)
}
