/// Module is responsible for the timelines besides Home: this server's own posts, every post it knows, and my lists.
@MainActor
protocol TimelineInteractorInput: AnyObject {
    /// The titles of my lists, each a timeline; answers `didObtainListTitles` (none when they did not come).
    func obtainListTitles()
    /// Stops every request under way: the module is closing.
    func cancelAllRequests()
}
