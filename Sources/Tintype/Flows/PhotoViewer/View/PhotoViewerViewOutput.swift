/// Module is responsible for a post's photos one at a time, as large as the terminal allows.
@MainActor
protocol PhotoViewerViewOutput: AnyObject {
    /// The view is built and on screen for the first time.
    func didTriggerViewReadyEvent()
    /// ]/[: the photo this many places on.
    func didTriggerPhotoEvent(offset: Int)
    /// →/←: a video 5 s on or back this many times; a photo, the one this many places on.
    func didTriggerStepEvent(offset: Int)
    /// Space: a video paused or played; a photo, the next one.
    func didTriggerPlayPauseEvent()
    /// o: the original in the image viewer.
    func didTriggerOpenOriginalEvent()
    /// s: show or hide a photo marked sensitive.
    func didTriggerRevealEvent()
    /// Esc: back to where the module was opened from.
    func didTriggerBackEvent()
    /// Back in front, after another screen covered it.
    func didTriggerViewWillAppearEvent()
    /// Covered by another screen, or its tab left.
    func didTriggerViewDidDisappearEvent()
}
