/// Module is responsible for a hashtag: whether I follow it, and its photo posts.
///
/// The way into a hashtag from any module that shows one: built, configured with the tag, shown.
@MainActor
struct HashtagRoute {
    let moduleFactory: any ModuleFactory

    /// Opens the hashtag's grid over the module whose transition handler is given.
    func open(tagName: String, from transitionHandler: (any TransitionHandler)?) {
        let module = moduleFactory.makeHashtagModule()
        module.input.configure(withTagName: tagName)
        transitionHandler?.openModule(module.view)
    }
}
