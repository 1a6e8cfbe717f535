/// Everything the photo viewer presenter remembers.
struct PhotoViewerState {
    var photos: [MediaItem] = []
    /// The photo shown, from 0.
    var index = 0
    /// Whether photos marked sensitive are shown.
    var isRevealed = false
    /// What is known of each photo, by its address.
    var pictures: [String: PictureState] = [:]
    /// The video shown and where it stands; nil for a photo.
    var video: VideoPlayback?
    /// No other screen covers the viewer: its animation plays.
    var isInFront = true
}

/// Where a video shown in the viewer stands.
struct VideoPlayback: Equatable {
    var address: String
    var seconds = 0.0
    var durationSeconds: Double
    var isPaused = false
    var hasEnded = false

    /// A step of `offset` times 5 seconds, kept within the video.
    mutating func step(by offset: Int) {
        seconds = min(max(0, seconds + 5 * Double(offset)), max(0, durationSeconds - 0.5))
        isPaused = false
        hasEnded = false
    }

    /// How far it has played, in `width` cells of a bar.
    func bar(width: Int = 20) -> String {
        let done = durationSeconds > 0 ? min(width, Int((seconds / durationSeconds * Double(width)).rounded())) : 0
        return String(repeating: "━", count: done) + String(repeating: "─", count: width - done)
    }
}
