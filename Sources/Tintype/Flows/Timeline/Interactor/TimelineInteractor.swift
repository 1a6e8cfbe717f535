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
        work.start(inSlot: "lists") { [weak self, timelineService] in
            // Without my lists, the server's own timelines are still there to read.
            let titles = (try? await timelineService.obtainListTitles()) ?? []
            guard !Task.isCancelled else { return }
            self?.output?.didObtainListTitles(titles)
        }
    }

    func obtainChosenTimeline() {
        work.start(inSlot: "chosen") { [weak self, timelineService] in
            let source = await timelineService.obtainChosenTimeline()
            guard !Task.isCancelled else { return }
            self?.output?.didObtainChosenTimeline(source)
        }
    }

    func saveChosenTimeline(_ source: TimelineSource) {
        work.startLasting { [timelineService] in await timelineService.saveChosenTimeline(source) }
    }

    func cancelAllRequests() {
        work.cancelAll()
    }
}
