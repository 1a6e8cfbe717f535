/// Module is responsible for every version of my post, newest first, as it was edited.
@MainActor
protocol PostHistoryInteractorInput: AnyObject {
    /// Fetches every version of the post; answers `didObtainHistory(_:)` or `didFailToObtainHistory(_:)`.
    func obtainHistory(ofPostId postId: String)
    /// Stops every request in flight, when the module closes.
    func cancelAllRequests()
}
