/// Module is responsible for the timelines besides Home: this server's own posts, every post it knows, and my lists.
@MainActor
protocol TimelineInteractorInput: AnyObject {
    /// The titles of my lists, each a timeline; answers `didObtainListTitles` (none when they did not come).
    func obtainListTitles()
    /// The timeline chosen last; answers `didObtainChosenTimeline`.
    func obtainChosenTimeline()
    /// Keeps the timeline chosen for the next time.
    func saveChosenTimeline(_ source: TimelineSource)
    /// Stops every request under way: the module is closing.
    func cancelAllRequests()
}
