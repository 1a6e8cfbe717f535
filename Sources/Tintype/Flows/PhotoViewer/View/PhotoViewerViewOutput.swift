/// Module is responsible for a post's photos one at a time, as large as the terminal allows.
@MainActor
protocol PhotoViewerViewOutput: AnyObject {
    func didTriggerViewReadyEvent()
    func didTriggerPhotoEvent(offset: Int)
    func didTriggerOpenOriginalEvent()
    func didTriggerRevealEvent()
    func didTriggerBackEvent()
}
