/// Module is responsible for one account's profile: who it is, how we stand, and its posts.
///
/// The way into a profile from any module that names an account: built, configured with the
/// account, then shown.
@MainActor
struct ProfileRoute {
    let moduleFactory: any ModuleFactory

    /// Opens the account's profile over the module whose transition handler is given.
    func open(accountId: String, from transitionHandler: (any TransitionHandler)?) {
        let module = moduleFactory.makeProfileModule()
        module.input.configure(withAccountId: accountId)
        transitionHandler?.openModule(module.view)
    }
}
