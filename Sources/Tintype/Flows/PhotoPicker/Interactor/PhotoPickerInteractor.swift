import FoundationEssentials
import TextBasics

/// Module is responsible for the pictures in a folder with their thumbnails, to add one to a post.
///
/// Holds only its dependencies and its task tracker: each request starts a task in `work` that
/// reads the folder or a picture off the main actor and reports on it.
@MainActor
final class PhotoPickerInteractor: PhotoPickerInteractorInput {
    weak var output: (any PhotoPickerInteractorOutput)?
    /// Every request under way, for whoever must know when they have all ended.
    let work = TaskTracker()
    private let photoFiles: PhotoFiles
    private let thumbnails: ThumbnailFetcher

    init(photoFiles: PhotoFiles, mediaService: any MediaService) {
        self.photoFiles = photoFiles
        self.thumbnails = ThumbnailFetcher(mediaService: mediaService, work: work)
    }

    isolated deinit {
        cancelAllRequests()
    }

    func obtainEntries(inFolder folder: String?, startingAfterPhotoAt lastPhotoPath: String?) {
        work.start(for: self, inSlot: "folder") { [photoFiles] owner in
            let (shown, listed) = await Task.detached {
                let shown = folder ?? photoFiles.startingFolder(after: lastPhotoPath)
                return (shown, photoFiles.entries(inFolder: shown))
            }.value
            let entries = listed.map {
                PhotoFolderEntry(path: $0.path, name: TextSanitizer.cleanLine($0.name, maximumLength: 200), isFolder: $0.isFolder)
            }
            let name = TextSanitizer.cleanLine(photoFiles.abbreviated(shown), maximumLength: 300)
            owner()?.output?.didObtainEntries(entries, inFolder: shown, named: name)
        }
    }

    func obtainThumbnails(for requests: [ThumbnailFetcher.Request]) {
        thumbnails.fetch(requests) { [weak self] path, picture, isFinal in
            self?.output?.didObtainThumbnail(picture, path: path, isFinal: isFinal)
        }
    }

    func cancelAllRequests() {
        work.cancelAll()
    }
}
