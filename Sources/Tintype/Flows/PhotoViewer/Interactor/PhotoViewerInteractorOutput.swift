import FoundationEssentials

/// Module is responsible for a post's photos one at a time, as large as the terminal allows.
@MainActor
protocol PhotoViewerInteractorOutput: PhotoArrivalReceiver, OriginalOpeningReceiver {
    /// The next frame of the video playing at `address`.
    func didObtainVideoFrame(_ frame: VideoFrame, address: String)
    /// The video at `address` played to its end, or could not be played on.
    func didEndVideo(address: String)
}
