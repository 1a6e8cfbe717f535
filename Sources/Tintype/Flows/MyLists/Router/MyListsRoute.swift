/// Module is responsible for my lists: made, renamed and taken down, and who is in each.
///
/// The way into my lists: from a profile, for that account, or from the other timelines.
@MainActor
struct MyListsRoute {
    let moduleFactory: any ModuleFactory

    /// Opens the lists over the module whose transition handler is given; with an account, which
    /// of them hold it.
    func open(forAccountId accountId: String? = nil, handle: String = "", from transitionHandler: (any TransitionHandler)?) {
        let module = moduleFactory.makeMyListsModule()
        if let accountId { module.input.configure(forAccountId: accountId, handle: handle) }
        transitionHandler?.openModule(module.view)
    }
}
