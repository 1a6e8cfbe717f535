/// Module is responsible for the pictures in a folder with their thumbnails, to add one to a post.
@MainActor
protocol PhotoPickerViewOutput: AnyObject {
    /// The view is built and on screen for the first time.
    func didTriggerViewReadyEvent()
    /// Enter on an entry: a folder opens, a picture is picked.
    func didSelectEntry(at index: Int)
    /// Up to the folder that holds this one.
    func didTriggerUpEvent()
    /// These rows are on screen: their thumbnails are wanted.
    func didShowEntries(at indices: Range<Int>)
    /// Esc: back to the composer, nothing picked.
    func didTriggerBackEvent()
}
