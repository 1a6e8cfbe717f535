/// Module is responsible for a post's photos one at a time, as large as the terminal allows.
@MainActor
public protocol PhotoViewerModuleInput: AnyObject {
    /// Shows `photos` from the one at `index`; one marked sensitive stays its likeness until
    /// revealed, unless `isRevealed` (the post showed it already).
    func configure(withPhotos photos: [MediaItem], startingAt index: Int, isRevealed: Bool)
}
