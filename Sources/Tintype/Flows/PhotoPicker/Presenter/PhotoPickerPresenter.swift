import FoundationEssentials
import Imaging
import Localisation
import TextBasics

/// Module is responsible for the pictures in a folder with their thumbnails, to add one to a post.
///
/// The only stateful part of the module: which folder is listed, its entries, and the thumbnails
/// made so far; the rows on screen and a few after get theirs, the others stop.
@MainActor
final class PhotoPickerPresenter: PhotoPickerModuleInput, PhotoPickerViewOutput, PhotoPickerInteractorOutput {
    weak var view: (any PhotoPickerViewInput)?
    private weak var output: (any PhotoPickerModuleOutput)?
    private let interactor: any PhotoPickerInteractorInput
    private let router: any PhotoPickerRouterInput
    private let cellObjectFactory: PhotoFileCellObjectFactory
    private(set) var state = PhotoPickerState()

    init(interactor: any PhotoPickerInteractorInput, router: any PhotoPickerRouterInput, cellObjectFactory: PhotoFileCellObjectFactory) {
        self.interactor = interactor
        self.router = router
        self.cellObjectFactory = cellObjectFactory
    }

    // MARK: - PhotoPickerModuleInput

    func configure(startingAfterPhotoAt lastPhotoPath: String?, output: any PhotoPickerModuleOutput) {
        state.lastPhotoPath = lastPhotoPath
        self.output = output
    }

    // MARK: - PhotoPickerViewOutput

    func didTriggerViewReadyEvent() {
        view?.setupInitialState()
        view?.showTitle(Strings.photoPickerTitle, trailing: Strings.photoPickerHint)
        interactor.obtainEntries(inFolder: nil, startingAfterPhotoAt: state.lastPhotoPath)
    }

    func didSelectEntry(at index: Int) {
        guard state.entries.indices.contains(index) else { return }
        let entry = state.entries[index]
        if entry.isFolder {
            interactor.obtainEntries(inFolder: entry.path, startingAfterPhotoAt: nil)
            return
        }
        router.closeCurrentModule()
        output?.didPickPhoto(atPath: entry.path)
    }

    func didTriggerUpEvent() {
        guard let folder = state.folder, folder != "/" else { return }
        state.leftFolder = folder
        interactor.obtainEntries(inFolder: folder.parentFolderPath, startingAfterPhotoAt: nil)
    }

    func didShowEntries(at indices: Range<Int>) {
        state.rowsOnScreen = indices
        let wanted = ThumbnailFetcher.wantedRows(onScreen: indices, count: state.entries.count)
        let requests = state.entries[wanted].filter { !$0.isFolder }.map {
            ThumbnailFetcher.Request(rowId: $0.path, item: MediaItem(kind: .photo, altText: nil, url: $0.path))
        }
        interactor.obtainThumbnails(for: state.thumbnails.wanting(requests))
    }

    func didTriggerBackEvent() {
        router.closeCurrentModule()
    }

    // MARK: - PhotoPickerInteractorOutput

    func didObtainEntries(_ entries: [PhotoFolderEntry], inFolder folder: String, named name: String) {
        state.folder = folder
        state.entries = entries
        // Only the pictures of the folder shown are kept: a large folder left behind costs nothing.
        state.thumbnails.keepOnly(rows: Set(entries.map(\.path)))
        let selected = state.leftFolder.flatMap { left in entries.firstIndex { $0.path == left } }
        state.leftFolder = nil
        view?.update(with: cellObjectFactory.cellObjects(for: entries, thumbnails: state.thumbnails), selecting: selected)
        view?.showFooter(entries.isEmpty ? Strings.photoPickerEmpty : nil)
        let pictures = entries.filter { !$0.isFolder }.count
        // The count first: a long folder's path is what gives way on a narrow status line.
        view?.showStatus(StatusLineViewModel(text: Strings.photoPickerCount(pictures) + " · " + name))
    }

    func didObtainThumbnail(_ picture: PixelImage?, path: String, isFinal: Bool) {
        state.thumbnails.receive(picture, forRow: path, isFinal: isFinal)
        guard picture != nil else { return }
        view?.refresh(with: cellObjectFactory.cellObjects(for: state.entries, thumbnails: state.thumbnails))
    }
}
