/// Module is responsible for a list of accounts: who follows an account, whom it follows, who liked a post.
///
/// The way into a list of accounts, from a profile or Likes: built, configured with what it
/// lists, then shown.
@MainActor
struct AccountListRoute {
    let moduleFactory: any ModuleFactory

    /// Opens the list over the module whose transition handler is given.
    func open(source: AccountListSource, from transitionHandler: (any TransitionHandler)?) {
        let module = moduleFactory.makeAccountListModule()
        module.input.configure(withSource: source)
        transitionHandler?.openModule(module.view)
    }
}
