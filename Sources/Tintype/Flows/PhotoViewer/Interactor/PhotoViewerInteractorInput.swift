/// Module is responsible for a post's photos one at a time, as large as the terminal allows.
@MainActor
protocol PhotoViewerInteractorInput: AnyObject {
    /// Fetches a photo: its likeness at once where it has one, then the photo.
    func obtainPicture(of item: MediaItem)
    /// Loops the item's animation in place of its still, answering as `obtainPicture(of:)` does
    /// with each frame; whatever looped before stops, and nil stops it.
    func playAnimation(of item: MediaItem?)
    /// Plays the video at `address` from `seconds` into it, answering `didObtainVideoFrame(_:address:)`
    /// with each frame at its time, then `didEndVideo(address:)`; in place of any video playing.
    func playVideo(at address: String, from seconds: Double)
    /// The video stops on the frame it shows.
    func stopVideo()
    /// Hands the photo in full to the person's image viewer; answers `didOpenOriginal(_:)`
    /// with whether the viewer could be started.
    func openOriginal(at address: String)
    /// Stops every request in flight, when the module closes.
    func cancelAllRequests()
}
