import FoundationEssentials

/// Module is responsible for the home feed: the posts of the people the account follows.
///
/// Home's read position, kept on the server for every client of the account: a part of the
/// module's interactor with a service of its own.
@MainActor
final class ReadPositionInteractor: ReadPositionInteractorInput {
    /// How long the position rests before it is sent.
    static let restingTime = Duration.seconds(2)

    weak var output: (any ReadPositionInteractorOutput)?
    let work = TaskTracker()
    private let readMarkerService: any ReadMarkerService
    private let sleep: @Sendable (Duration) async throws -> Void

    init(readMarkerService: any ReadMarkerService, sleep: @escaping @Sendable (Duration) async throws -> Void) {
        self.readMarkerService = readMarkerService
        self.sleep = sleep
    }

    isolated deinit {
        work.cancelAll()
    }

    func obtainReadPosition() {
        work.start(for: self, inSlot: "obtain") { [readMarkerService] owner in
            let postId = try? await readMarkerService.obtainHomeReadPosition()
            owner()?.output?.didObtainReadPosition(postId ?? nil)
        }
    }

    /// Each new position replaces the one still resting.
    func saveReadPosition(postId: String) {
        work.start(inSlot: "save") { [readMarkerService, sleep] in
            guard (try? await sleep(Self.restingTime)) != nil, !Task.isCancelled else { return }
            // A position not kept this time is kept at the next move; nothing else waits on it.
            try? await readMarkerService.saveHomeReadPosition(postId: postId)
        }
    }
}
