/// Module is responsible for a post's photos one at a time, as large as the terminal allows.
@MainActor
protocol PhotoViewerInteractorInput: AnyObject {
    /// Fetches a photo: its likeness at once where it has one, then the photo.
    func obtainPicture(of item: MediaItem)
    /// Stops every request in flight, when the module closes.
    func cancelAllRequests()
}
