/// Module is responsible for a post's photos one at a time, as large as the terminal allows.
///
/// Holds only its dependencies and the handles of requests in flight: each request starts a task
/// that awaits a service and reports on the main actor.
@MainActor
final class PhotoViewerInteractor: PhotoViewerInteractorInput {
    weak var output: (any PhotoViewerInteractorOutput)?
    /// Every request under way, for whoever must know when they have all ended.
    let work = TaskTracker()
    private let photos: PhotoFetcher
    private let mediaService: any MediaService
    private let externalViewer: ExternalViewer

    init(mediaService: any MediaService, externalViewer: ExternalViewer) {
        photos = PhotoFetcher(mediaService: mediaService, work: work)
        self.mediaService = mediaService
        self.externalViewer = externalViewer
    }

    isolated deinit {
        cancelAllRequests()
    }

    func obtainPicture(of item: MediaItem) {
        photos.fetch(item) { [weak self] in self?.output }
    }

    func playAnimation(of item: MediaItem?) {
        photos.playAnimation(of: item) { [weak self] in self?.output }
    }

    func playVideo(at address: String, from seconds: Double) {
        work.start(for: self, inSlot: Self.videoSlot) { [mediaService] owner in
            // A file that did not come ends the video where it stands, as one that cannot be played does.
            do {
                for try await frame in mediaService.play(at: address, wanted: .fullPanel, from: seconds) {
                    owner()?.output?.didObtainVideoFrame(frame, address: address)
                }
            } catch {}
            owner()?.output?.didEndVideo(address: address)
        }
    }

    func stopVideo() {
        work.cancelSlots { $0 == Self.videoSlot }
    }

    private static let videoSlot = "video"

    func openOriginal(at address: String) {
        externalViewer.open(address, telling: output)
    }

    func cancelAllRequests() {
        work.cancelAll()
    }
}
