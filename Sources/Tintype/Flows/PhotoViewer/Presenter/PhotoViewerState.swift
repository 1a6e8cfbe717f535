/// Everything the photo viewer presenter remembers.
struct PhotoViewerState {
    var photos: [MediaItem] = []
    /// The photo shown, from 0.
    var index = 0
    /// Whether photos marked sensitive are shown.
    var isRevealed = false
    /// What is known of each photo, by its address.
    var pictures: [String: PictureState] = [:]
}
