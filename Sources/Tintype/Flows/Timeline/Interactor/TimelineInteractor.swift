/// Module is responsible for the timelines besides Home: this server's own posts, every post it knows, and my lists.
///
/// Holds only its dependencies and its task tracker; the posts are the embedded list's.
@MainActor
final class TimelineInteractor: TimelineInteractorInput {
    weak var output: (any TimelineInteractorOutput)?
    let work = TaskTracker()
    private let timelineService: any TimelineService

    init(timelineService: any TimelineService) {
        self.timelineService = timelineService
    }

    isolated deinit {
        cancelAllRequests()
    }

    func obtainListTitles() {
        work.request(
            for: self, inSlot: "lists",
            // Without my lists, the server's own timelines are still there to read.
            { [timelineService] in (try? await timelineService.obtainListTitles()) ?? [] },
            then: { $0.output?.didObtainListTitles($1) })
    }

    func obtainChosenTimeline() {
        work.request(
            for: self, inSlot: "chosen", { [timelineService] in await timelineService.obtainChosenTimeline() },
            then: { $0.output?.didObtainChosenTimeline($1) })
    }

    func saveChosenTimeline(_ source: TimelineSource) {
        work.startLasting { [timelineService] in await timelineService.saveChosenTimeline(source) }
    }

    func cancelAllRequests() {
        work.cancelAll()
    }
}
