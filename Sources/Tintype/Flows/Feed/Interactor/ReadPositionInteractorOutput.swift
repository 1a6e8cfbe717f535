/// Module is responsible for the home feed: the posts of the people the account follows.
@MainActor
protocol ReadPositionInteractorOutput: AnyObject {
    /// The post I stopped reading at; nil when none is kept, or the server could not say.
    func didObtainReadPosition(_ postId: String?)
}
