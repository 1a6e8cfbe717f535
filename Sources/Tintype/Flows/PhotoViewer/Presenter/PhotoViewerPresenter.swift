import Imaging
import Localisation

/// Module is responsible for a post's photos one at a time, as large as the terminal allows.
///
/// The only stateful part of the module: turns view events into interactor requests and router
/// calls, and interactor results into what the view shows.
@MainActor
final class PhotoViewerPresenter: PhotoViewerModuleInput, PhotoViewerViewOutput, PhotoViewerInteractorOutput {
    weak var view: (any PhotoViewerViewInput)?
    private let interactor: any PhotoViewerInteractorInput
    private let router: any PhotoViewerRouterInput
    private let context: ModuleContext
    private(set) var state = PhotoViewerState()

    init(interactor: any PhotoViewerInteractorInput, router: any PhotoViewerRouterInput, context: ModuleContext) {
        self.interactor = interactor
        self.router = router
        self.context = context
    }

    // MARK: - PhotoViewerModuleInput

    func configure(withPhotos photos: [MediaItem], startingAt index: Int, isRevealed: Bool) {
        state.photos = photos
        state.index = photos.indices.contains(index) ? index : 0
        state.isRevealed = isRevealed
    }

    // MARK: - PhotoViewerViewOutput

    func didTriggerViewReadyEvent() {
        view?.setupInitialState()
        view?.showTitle(Strings.photoViewerTitle, trailing: Strings.backHint)
        view?.showStatus(StatusLineViewModel(text: Strings.photoViewerHint))
        showCurrentPhoto()
    }

    func didTriggerPhotoEvent(offset: Int) {
        guard state.photos.count > 1 else { return }
        state.index = (state.index + offset + state.photos.count) % state.photos.count
        if state.video != nil {
            interactor.stopVideo()
            state.video = nil
            view?.showStatus(StatusLineViewModel(text: Strings.photoViewerHint))
        }
        showCurrentPhoto()
    }

    func didTriggerStepEvent(offset: Int) {
        guard var video = state.video else { return didTriggerPhotoEvent(offset: offset) }
        video.step(by: offset)
        play(video)
    }

    func didTriggerPlayPauseEvent() {
        guard var video = state.video else { return didTriggerPhotoEvent(offset: 1) }
        if video.hasEnded {
            video = VideoPlayback(address: video.address, durationSeconds: video.durationSeconds)
            play(video)
        } else if video.isPaused {
            video.isPaused = false
            play(video)
        } else {
            video.isPaused = true
            state.video = video
            interactor.stopVideo()
            showPlayback()
        }
    }

    func didTriggerOpenOriginalEvent() {
        guard let address = currentPhoto?.url else { return }
        interactor.openOriginal(at: address)
    }

    func didTriggerRevealEvent() {
        state.isRevealed.toggle()
        showCurrentPhoto()
    }

    func didTriggerBackEvent() {
        router.closeCurrentModule()
    }

    func didTriggerViewWillAppearEvent() {
        state.isInFront = true
        showCurrentPhoto()
    }

    /// Out of sight nothing moves: the animation stops on its frame, a video pauses.
    func didTriggerViewDidDisappearEvent() {
        state.isInFront = false
        interactor.playAnimation(of: nil)
        if let video = state.video, !video.isPaused, !video.hasEnded { didTriggerPlayPauseEvent() }
    }

    // MARK: - PhotoViewerInteractorOutput

    func didObtainPhoto(_ arrival: PhotoFetcher.Arrival, address: String) {
        state.pictures[address, default: PictureState()].take(arrival, explain: context.explain)
        if address == currentPhoto?.stillAddress { showCurrentPhoto() }
    }

    func didObtainVideoFrame(_ frame: VideoFrame, address: String) {
        guard var video = state.video, video.address == address, let still = currentPhoto?.stillAddress else { return }
        video.seconds = frame.seconds
        if frame.durationSeconds > 0 { video.durationSeconds = frame.durationSeconds }
        state.video = video
        state.pictures[still, default: PictureState()].picture = frame.image
        showCurrentPhoto()
        showPlayback()
    }

    func didEndVideo(address: String) {
        guard var video = state.video, video.address == address, !video.isPaused else { return }
        video.hasEnded = true
        video.seconds = video.durationSeconds
        state.video = video
        showPlayback()
    }

    func didOpenOriginal(_ opened: Bool) {
        view?.showStatus(.originalOpening(opened))
    }

    // MARK: - Private

    /// Plays the video from where `video` stands, as it now stands.
    private func play(_ video: VideoPlayback) {
        state.video = video
        interactor.playVideo(at: video.address, from: video.seconds)
        showPlayback()
    }

    /// The video's time, length and bar, and what the keys do now.
    private func showPlayback() {
        guard let video = state.video else { return }
        let position = MediaLengthFormatter.string(forSeconds: video.seconds)
        let length = MediaLengthFormatter.string(forSeconds: video.durationSeconds)
        let text =
            video.hasEnded
            ? Strings.videoEnded(length: length, bar: video.bar())
            : video.isPaused
                ? Strings.videoPaused(position: position, length: length, bar: video.bar())
                : Strings.videoPlaying(position: position, length: length, bar: video.bar())
        view?.showStatus(StatusLineViewModel(text: text))
    }

    private var currentPhoto: MediaItem? {
        state.photos.indices.contains(state.index) ? state.photos[state.index] : nil
    }

    private func showCurrentPhoto() {
        guard let item = currentPhoto else {
            view?.showPhoto(PhotoViewerViewModel(counter: Strings.noPhotoToView, altText: ""))
            return
        }
        let known = item.stillAddress.flatMap { state.pictures[$0] } ?? PictureState()
        if known.picture == nil { interactor.obtainPicture(of: item) }
        let isHidden = item.isSensitive && !state.isRevealed
        // The same animation asked for again goes on: each of its frames is shown through here.
        interactor.playAnimation(of: isHidden || !state.isInFront ? nil : item)
        if item.kind == .video, !isHidden, let address = item.url, state.video?.address != address {
            play(VideoPlayback(address: address, durationSeconds: item.durationSeconds ?? 0))
        }
        var note: String?
        if isHidden {
            note = Strings.sensitiveMediaHint
        } else if let failure = known.failure {
            note = Strings.pictureNotShown(failure)
        } else if item.kind != .photo, state.video == nil {
            note = Strings.notAPhoto(item.kind)
        }
        view?.showPhoto(
            PhotoViewerViewModel(
                picture: isHidden ? known.likeness : known.picture ?? known.likeness, aspectRatio: item.aspectRatio,
                counter: Strings.mediaLabel(item.kind, index: state.index + 1, of: state.photos.count), note: note,
                altText: item.altText ?? Strings.noAltText))
    }
}
