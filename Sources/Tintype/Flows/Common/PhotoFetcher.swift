import Imaging

/// Fetches photos in full for an interactor (the post, the photo viewer): each photo's likeness
/// at once from its blurhash, in the photo's shape, then the photo, each fetched once while it is
/// under way; and loops the one animation the screen plays in place of its still. It keeps
/// nothing: the fetches are the interactor's task tracker's, and which photos came is the
/// presenter's to know, which asks only for those it lacks.
@MainActor
struct PhotoFetcher {
    /// What the fetcher reports, on the main actor.
    enum Arrival {
        case likeness(PixelImage)
        case photo(PixelImage)
        case failure(MediaProblem)
    }

    private let mediaService: any MediaService
    private let work: TaskTracker

    init(mediaService: any MediaService, work: TaskTracker) {
        self.mediaService = mediaService
        self.work = work
    }

    /// Fetches the item's still; `deliver` gets its likeness, then the photo or why not.
    func fetch(_ item: MediaItem, deliver: @escaping @MainActor (_ address: String, Arrival) -> Void) {
        guard let address = item.stillAddress, !work.isRunning(inSlot: Self.slot(of: address)) else { return }
        if let blurhash = item.blurhash, let likeness = mediaService.likeness(of: blurhash, size: Self.likenessSize(for: item)) {
            deliver(address, .likeness(likeness))
        }
        work.start(inSlot: Self.slot(of: address)) { [mediaService] in
            do throws(MediaProblem) {
                let picture = try await mediaService.picture(at: address, wanted: .fullPanel)
                deliver(address, .photo(picture))
            } catch {
                guard error != .cancelled else { return }
                deliver(address, .failure(error))
            }
        }
    }

    /// Loops the item's frames in place of its still, the one animation the screen plays: any
    /// other stops, and nil, or a photo, stops them all (the screen is covered, or shows another).
    /// Asked again for the animation already playing, it goes on.
    func playAnimation(of item: MediaItem?, deliver: @escaping @MainActor (_ address: String, Arrival) -> Void) {
        let animation = item.flatMap { $0.kind == .animation ? $0.url : nil }
        let slot = animation.map { Self.animationSlotPrefix + $0 }
        work.cancelSlots { $0.hasPrefix(Self.animationSlotPrefix) && $0 != slot }
        guard let animation, let slot, let address = item?.stillAddress, !work.isRunning(inSlot: slot) else { return }
        work.start(inSlot: slot) { [mediaService] in
            let frames = mediaService.loop(at: animation, wanted: .fullPanel, framesPerSecond: AnimationPlayer.framesPerSecond)
            // A file that did not come leaves the still, as one that cannot be played does.
            do {
                for try await frame in frames {
                    guard !Task.isCancelled else { return }
                    deliver(address, .photo(frame))
                }
            } catch {}
        }
    }

    /// The same, each arrival told to whichever output `receiver` gives when it comes.
    func fetch(_ item: MediaItem, reportingTo receiver: @escaping @MainActor () -> (any PhotoArrivalReceiver)?) {
        fetch(item) { receiver()?.didObtainPhoto($1, address: $0) }
    }

    /// The same, each frame told to whichever output `receiver` gives when it comes.
    func playAnimation(of item: MediaItem?, reportingTo receiver: @escaping @MainActor () -> (any PhotoArrivalReceiver)?) {
        playAnimation(of: item) { receiver()?.didObtainPhoto($1, address: $0) }
    }

    private static let animationSlotPrefix = "loop:"

    private static func slot(of address: String) -> String {
        "photo:" + address
    }

    /// A likeness has no detail to lose: a small one, stretched, looks the same. It has the
    /// photo's shape where the server said, a square's where not.
    private static func likenessSize(for item: MediaItem) -> PixelSize {
        let side = 32
        let aspectRatio = item.aspectRatio ?? 1
        return aspectRatio >= 1
            ? PixelSize(width: side, height: max(1, Int((Double(side) / aspectRatio).rounded())))
            : PixelSize(width: max(1, Int((Double(side) * aspectRatio).rounded())), height: side)
    }
}
