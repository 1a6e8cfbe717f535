/// Module is responsible for signing in to an instance, when Tintype has no account yet.
@MainActor
protocol SignInViewInput: AnyObject {
    /// Builds what the view draws in before the first thing is shown.
    func setupInitialState()
    /// The title bar: what is shown, and the hint on its right.
    func showTitle(_ title: String, trailing: String)
    /// The step of signing in to draw: the instance box, the page to open, or the code box.
    func show(_ model: SignInViewModel)
}
