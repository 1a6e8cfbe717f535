/// Module is responsible for a hashtag: whether I follow it, and its photo posts.
@MainActor
protocol HashtagInteractorInput: AnyObject {
    /// The tag as the server knows it (whether I follow it); answers `didObtainTag(_:)`, nothing on
    /// a failure (the posts do without).
    func obtainTag(named name: String)
    /// Follows the tag, or stops; answers `didObtainTag(_:)` or `didFailToPerformFollow(_:)`.
    func performFollow(_ follow: Bool, tagNamed name: String)
    /// Stops every request in flight, when the module closes.
    func cancelAllRequests()
}
