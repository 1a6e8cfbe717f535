import TerminalUI

/// Module is responsible for a list of posts embedded in another module: paging, thumbnails, the
/// grid or the list, and every post as the store has it.
///
/// The way into a list of posts: embedded in the module that hosts it (a profile, a hashtag,
/// the timelines, the quotes of a post, Activity's posts I liked).
@MainActor
struct PostListRoute {
    let moduleFactory: any ModuleFactory

    /// Embeds the list of `source`'s posts in the host whose transition handler is given; the
    /// list hands its input to `moduleOutput`. `keysScreen` and `hostKeys`: the host's section of
    /// the configuration file, and the keys it keeps while the list is shown.
    func embed(
        listing source: PostListSource, moduleOutput: any PostListModuleOutput, keysScreen: String, hostKeys: Set<KeyEvent>,
        in transitionHandler: (any EmbeddingTransitionHandler)?
    ) {
        let module = moduleFactory.makePostListModule(keysScreen: keysScreen, hostKeys: hostKeys)
        module.input.setModuleOutput(moduleOutput)
        module.input.configure(listing: source)
        transitionHandler?.embedModule(module.view)
    }
}
