import Imaging

@testable import Tintype
@testable import TintypeApp

@MainActor
final class PhotoViewerViewInputSpy: PhotoViewerViewInput {
    var didSetupInitialState = false
    var shownTitles: [String] = []
    var shownStatuses: [StatusLineViewModel] = []
    var shownPhotos: [PhotoViewerViewModel] = []

    func setupInitialState() { didSetupInitialState = true }
    func showPhoto(_ photo: PhotoViewerViewModel) { shownPhotos.append(photo) }
    func showTitle(_ title: String, trailing: String) { shownTitles.append(title) }
    func showStatus(_ status: StatusLineViewModel) { shownStatuses.append(status) }
}

@MainActor
final class PhotoViewerInteractorInputSpy: PhotoViewerInteractorInput {
    var cancelRequests = 0
    var pictureRequests: [MediaItem] = []
    var openedOriginals: [String] = []

    func obtainPicture(of item: MediaItem) { pictureRequests.append(item) }
    /// Each animation asked to play, nil for none.
    var animationsPlayed: [MediaItem?] = []
    func playAnimation(of item: MediaItem?) { animationsPlayed.append(item) }
    func openOriginal(at address: String) { openedOriginals.append(address) }
    func cancelAllRequests() { cancelRequests += 1 }
    var playedVideos: [(address: String, seconds: Double)] = []
    var videoStops = 0
    func playVideo(at address: String, from seconds: Double) { playedVideos.append((address, seconds)) }
    func stopVideo() { videoStops += 1 }
}

@MainActor
final class PhotoViewerInteractorOutputSpy: PhotoViewerInteractorOutput {
    var pictures: [(picture: PixelImage, isLikeness: Bool, address: String)] = []
    var failures: [(address: String, problem: MediaProblem)] = []
    var openedOriginals = 0
    var originalsNotOpened = 0

    func didObtainPhoto(_ arrival: PhotoFetcher.Arrival, address: String) {
        switch arrival {
        case .likeness(let likeness): pictures.append((likeness, true, address))
        case .photo(let photo): pictures.append((photo, false, address))
        case .failure(let problem): failures.append((address, problem))
        }
    }
    func didOpenOriginal(_ opened: Bool) {
        if opened { openedOriginals += 1 } else { originalsNotOpened += 1 }
    }
    var videoFrames: [(seconds: Double, address: String)] = []
    var endedVideos: [String] = []
    func didObtainVideoFrame(_ frame: VideoFrame, address: String) { videoFrames.append((frame.seconds, address)) }
    func didEndVideo(address: String) { endedVideos.append(address) }
}

@MainActor
final class PhotoViewerRouterInputSpy: PhotoViewerRouterInput {
    var closeRequests = 0

    func closeCurrentModule() { closeRequests += 1 }
}

@MainActor
final class PhotoViewerViewOutputSpy: PhotoViewerViewOutput {
    var readyEvents = 0
    var backEvents = 0
    var photoOffsets: [Int] = []
    var openOriginalEvents = 0
    var revealEvents = 0

    func didTriggerViewReadyEvent() { readyEvents += 1 }
    /// Each time the view was shown (true) or covered (false).
    var visibilityEvents: [Bool] = []
    func didTriggerViewWillAppearEvent() { visibilityEvents.append(true) }
    func didTriggerViewDidDisappearEvent() { visibilityEvents.append(false) }
    func didTriggerPhotoEvent(offset: Int) { photoOffsets.append(offset) }
    var stepOffsets: [Int] = []
    var playPauseEvents = 0
    func didTriggerStepEvent(offset: Int) { stepOffsets.append(offset) }
    func didTriggerPlayPauseEvent() { playPauseEvents += 1 }
    func didTriggerOpenOriginalEvent() { openOriginalEvents += 1 }
    func didTriggerRevealEvent() { revealEvents += 1 }
    func didTriggerBackEvent() { backEvents += 1 }
}

@MainActor
final class PhotoViewerModuleInputSpy: PhotoViewerModuleInput {
    var configurations: [(photos: [MediaItem], index: Int, isRevealed: Bool)] = []

    func configure(withPhotos photos: [MediaItem], startingAt index: Int, isRevealed: Bool) {
        configurations.append((photos, index, isRevealed))
    }
}
