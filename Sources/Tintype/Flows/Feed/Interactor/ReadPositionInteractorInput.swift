/// Module is responsible for the home feed: the posts of the people the account follows.
@MainActor
protocol ReadPositionInteractorInput: AnyObject {
    /// Where I stopped reading Home, as the server keeps it; answers `didObtainReadPosition`.
    func obtainReadPosition()
    /// Keeps the position at this post, once it has rested there a moment: scrolling past rows
    /// does not send each.
    func saveReadPosition(postId: String)
}
