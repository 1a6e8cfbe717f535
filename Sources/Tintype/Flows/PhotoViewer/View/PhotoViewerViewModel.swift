import Imaging

/// What the viewer shows of one photo, every string formatted.
struct PhotoViewerViewModel: Equatable {
    /// The photo, or its likeness while it loads (and while a sensitive one is hidden).
    var picture: PixelImage?
    /// Width over height where the server said, so the photo's place is kept while it loads.
    var aspectRatio: Double?
    /// "Photo 2/5".
    var counter: String
    /// Why the photo is not what is drawn (sensitive, not loaded, a video), if it is not.
    var note: String?
    var altText: String
}
