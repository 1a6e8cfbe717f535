/// Module is responsible for __purpose__.
@MainActor
protocol __Module__ViewInput: AnyObject {
    func setupInitialState()
    func showTitle(_ title: String, trailing: String)
    func showStatus(_ status: StatusLineViewModel)
}
