/// Module is responsible for signing in to an instance, when Tintype has no account yet.
@MainActor
protocol SignInModuleInput: AnyObject {
    /// `output` hears of the account once it is signed in.
    func configureModule(output: any SignInModuleOutput)
}
