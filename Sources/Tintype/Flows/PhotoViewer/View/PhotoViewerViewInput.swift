/// Module is responsible for a post's photos one at a time, as large as the terminal allows.
@MainActor
protocol PhotoViewerViewInput: AnyObject {
    func setupInitialState()
    func showPhoto(_ photo: PhotoViewerViewModel)
    func showTitle(_ title: String, trailing: String)
    func showStatus(_ status: StatusLineViewModel)
}
