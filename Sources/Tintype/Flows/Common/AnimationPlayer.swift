import Imaging

/// Plays the animations (an animated GIF, a `gifv`) of the rows on screen for an interactor,
/// silent and round and round as Mastodon's and Pixelfed's own apps do: each row's frames while
/// it is on screen, none of the others'. It keeps nothing: the playing is the interactor's task
/// tracker's, one slot a row, and the frames go to the presenter, which shows each in place of
/// the row's thumbnail.
@MainActor
struct AnimationPlayer {
    /// A row whose first picture moves, by the row's id.
    struct Request: Equatable, Sendable {
        var rowId: String
        var address: String
    }

    /// At most this many frames a second of each animation: a list plays them for the look, not
    /// for every frame, and a terminal draws each one whole.
    nonisolated static let framesPerSecond = 12

    /// The requests for these posts' animations: a first picture that moves by itself and is not
    /// marked sensitive (a list shows those as their likeness).
    nonisolated static func requests(for posts: some Collection<Post>) -> [Request] {
        posts.compactMap { post in
            guard let item = post.media.first, item.kind == .animation, !item.isSensitive, let address = item.url else { return nil }
            return Request(rowId: post.id, address: address)
        }
    }

    private let mediaService: any MediaService
    private let work: TaskTracker
    private let size: PixelSize
    /// Its own slots: two players of one interactor (thumbnails, large photos) stop only their own.
    private let slotPrefix: String
    /// How long a row whose file did not come waits before asking again, the first time; each
    /// time after, twice as long, up to a minute.
    private let firstRetry: Duration

    init(mediaService: any MediaService, work: TaskTracker, size: PixelSize = .thumbnail, firstRetry: Duration = .seconds(2)) {
        self.mediaService = mediaService
        self.work = work
        self.size = size
        self.slotPrefix = "animation:\(size.width)x\(size.height):"
        self.firstRetry = firstRetry
    }

    /// Plays the animations of `requests` and no longer those of other rows; `show` gets each
    /// frame on the main actor, and `ended` the row whose animation ended by itself: it does not
    /// move, or cannot be played, and is not worth asking for again. One whose file did not come
    /// is asked for again a little later, for as long as its row is played.
    func play(
        _ requests: [Request], show: @escaping @MainActor (_ rowId: String, PixelImage) -> Void,
        ended: @escaping @MainActor (_ rowId: String) -> Void
    ) {
        let wanted = Set(requests.map { slot(of: $0.rowId) })
        work.cancelSlots { [slotPrefix] in $0.hasPrefix(slotPrefix) && !wanted.contains($0) }
        for request in requests where !work.isRunning(inSlot: slot(of: request.rowId)) {
            work.start(inSlot: slot(of: request.rowId)) { [mediaService, size, request, firstRetry] in
                var retry = firstRetry
                while !Task.isCancelled {
                    do {
                        try await Self.showFrames(of: request, from: mediaService, size: size, show: show)
                        guard !Task.isCancelled else { return }
                        return ended(request.rowId)
                    } catch {
                        try? await Task.sleep(for: retry)
                        retry = min(retry * 2, .seconds(60))
                    }
                }
            }
        }
    }

    /// Every animation stops (the list is out of sight); each keeps its last frame.
    func stop() {
        work.cancelSlots { [slotPrefix] in $0.hasPrefix(slotPrefix) }
    }

    /// Shows the row's frames until its animation ends or the task is cancelled; throws when its
    /// file did not come.
    private static func showFrames(
        of request: Request, from mediaService: any MediaService, size: PixelSize, show: @MainActor (_ rowId: String, PixelImage) -> Void
    ) async throws {
        for try await frame in mediaService.loop(at: request.address, wanted: size, framesPerSecond: framesPerSecond) {
            guard !Task.isCancelled else { return }
            show(request.rowId, frame)
        }
    }

    private func slot(of rowId: String) -> String {
        slotPrefix + rowId
    }
}
