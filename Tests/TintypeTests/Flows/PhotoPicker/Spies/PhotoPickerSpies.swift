import Imaging

@testable import Tintype
@testable import TintypeApp

@MainActor
final class PhotoPickerViewInputSpy: PhotoPickerViewInput {
    var didSetupInitialState = false
    var shownTitles: [String] = []
    var shownStatuses: [StatusLineViewModel] = []
    var shownCellObjects: [[PhotoFileCellObject]] = []
    var selections: [Int?] = []
    var refreshes: [[PhotoFileCellObject]] = []
    var shownFooters: [String?] = []

    func setupInitialState() { didSetupInitialState = true }
    func showTitle(_ title: String, trailing: String) { shownTitles.append(title) }
    func showStatus(_ status: StatusLineViewModel) { shownStatuses.append(status) }
    func update(with cellObjects: [PhotoFileCellObject], selecting index: Int?) {
        shownCellObjects.append(cellObjects)
        selections.append(index)
    }
    func refresh(with cellObjects: [PhotoFileCellObject]) { refreshes.append(cellObjects) }
    func showFooter(_ text: String?) { shownFooters.append(text) }
}

@MainActor
final class PhotoPickerInteractorInputSpy: PhotoPickerInteractorInput {
    var cancelRequests = 0
    var folderRequests: [(folder: String?, lastPhotoPath: String?)] = []
    var thumbnailRequests: [[ThumbnailFetcher.Request]] = []

    func obtainEntries(inFolder folder: String?, startingAfterPhotoAt lastPhotoPath: String?) {
        folderRequests.append((folder, lastPhotoPath))
    }
    func obtainThumbnails(for requests: [ThumbnailFetcher.Request]) { thumbnailRequests.append(requests) }
    func cancelAllRequests() { cancelRequests += 1 }
}

@MainActor
final class PhotoPickerInteractorOutputSpy: PhotoPickerInteractorOutput {
    var listings: [(entries: [PhotoFolderEntry], folder: String, name: String)] = []
    var thumbnails: [(picture: PixelImage?, path: String)] = []

    func didObtainEntries(_ entries: [PhotoFolderEntry], inFolder folder: String, named name: String) {
        listings.append((entries, folder, name))
    }
    func didObtainThumbnail(_ picture: PixelImage?, path: String, isFinal: Bool) { thumbnails.append((picture, path)) }
}

@MainActor
final class PhotoPickerRouterInputSpy: PhotoPickerRouterInput {
    var closeRequests = 0

    func closeCurrentModule() { closeRequests += 1 }
}

@MainActor
final class PhotoPickerViewOutputSpy: PhotoPickerViewOutput {
    var readyEvents = 0
    var backEvents = 0
    var upEvents = 0
    var selectedIndices: [Int] = []
    var shownRanges: [Range<Int>] = []

    func didTriggerViewReadyEvent() { readyEvents += 1 }
    func didSelectEntry(at index: Int) { selectedIndices.append(index) }
    func didTriggerUpEvent() { upEvents += 1 }
    func didShowEntries(at indices: Range<Int>) { shownRanges.append(indices) }
    func didTriggerBackEvent() { backEvents += 1 }
}

@MainActor
final class PhotoPickerModuleInputSpy: PhotoPickerModuleInput {
    var lastPhotoPaths: [String?] = []

    func configure(startingAfterPhotoAt lastPhotoPath: String?, output: any PhotoPickerModuleOutput) {
        lastPhotoPaths.append(lastPhotoPath)
    }
}

@MainActor
final class PhotoPickerModuleOutputSpy: PhotoPickerModuleOutput {
    var pickedPaths: [String] = []

    func didPickPhoto(atPath path: String) { pickedPaths.append(path) }
}
