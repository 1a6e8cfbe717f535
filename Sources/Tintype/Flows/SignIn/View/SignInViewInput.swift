/// Module is responsible for signing in to an instance, when Tintype has no account yet.
@MainActor
protocol SignInViewInput: AnyObject {
    func setupInitialState()
    func showTitle(_ title: String, trailing: String)
    func show(_ model: SignInViewModel)
}
