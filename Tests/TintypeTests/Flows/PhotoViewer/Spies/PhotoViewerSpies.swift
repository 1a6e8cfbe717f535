import Imaging

@testable import Tintype

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

    func obtainPicture(of item: MediaItem) { pictureRequests.append(item) }
    func cancelAllRequests() { cancelRequests += 1 }
}

@MainActor
final class PhotoViewerInteractorOutputSpy: PhotoViewerInteractorOutput {
    var pictures: [(picture: PixelImage, isLikeness: Bool, address: String)] = []
    var failures: [(address: String, problem: MediaProblem)] = []

    func didObtainPicture(_ picture: PixelImage, isLikeness: Bool, address: String) { pictures.append((picture, isLikeness, address)) }
    func didFailToObtainPicture(address: String, problem: MediaProblem) { failures.append((address, problem)) }
}

@MainActor
final class PhotoViewerRouterInputSpy: PhotoViewerRouterInput {
    var closeRequests = 0
    var openedOriginals: [String] = []

    func openOriginal(at address: String) throws { openedOriginals.append(address) }
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
    func didTriggerPhotoEvent(offset: Int) { photoOffsets.append(offset) }
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
