/// Module is responsible for the timelines besides Home: this server's own posts, every post it knows, and my lists.
@MainActor
protocol TimelineInteractorOutput: AnyObject {
    /// My lists' titles, each a timeline to go through after the server's own.
    func didObtainListTitles(_ titles: [String])
    /// The timeline chosen last time; nil before any was.
    func didObtainChosenTimeline(_ source: TimelineSource?)
}
