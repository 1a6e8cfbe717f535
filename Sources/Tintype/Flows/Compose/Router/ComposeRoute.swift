/// Module is responsible for a new post: photos with their alt text, a caption, who may see it.
///
/// The way into the composer from any module (the feed, my profile): built, configured, given
/// the opener as its output, and only then shown.
@MainActor
struct ComposeRoute {
    let moduleFactory: any ModuleFactory

    /// Opens the composer on the kept draft (where a post taken down to be written again is), or
    /// on my post `editingPostWithId` to edit it; `quoting`: the new post quotes that one.
    func open(
        editingPostWithId postId: String? = nil, quoting quoted: Post? = nil, moduleOutput: (any ComposeModuleOutput)? = nil,
        from transitionHandler: (any TransitionHandler)?
    ) {
        let module = moduleFactory.makeComposeModule()
        if let postId { module.input.configure(editingPostWithId: postId) }
        if let quoted { module.input.configure(quoting: quoted) }
        if let moduleOutput { module.input.setModuleOutput(moduleOutput) }
        transitionHandler?.openModule(module.view)
    }
}
