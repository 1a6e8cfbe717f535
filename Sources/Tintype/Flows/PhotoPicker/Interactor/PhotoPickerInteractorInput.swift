/// Module is responsible for the pictures in a folder with their thumbnails, to add one to a post.
@MainActor
protocol PhotoPickerInteractorInput: AnyObject {
    /// Lists `folder`, or the folder to start in (after `lastPhotoPath`) when it is nil; answers
    /// `didObtainEntries(_:inFolder:)`.
    func obtainEntries(inFolder folder: String?, startingAfterPhotoAt lastPhotoPath: String?)
    /// Makes these pictures' thumbnails in the background, a few at a time; the others stop.
    func obtainThumbnails(for requests: [ThumbnailFetcher.Request])
    /// Stops every request in flight, when the module closes.
    func cancelAllRequests()
}
