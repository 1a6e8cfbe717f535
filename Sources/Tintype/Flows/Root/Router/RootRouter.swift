/// Module is responsible for the tab bar and the tabs under it.
@MainActor
final class RootRouter: RootRouterInput {
    weak var transitionHandler: (any RootTransitionHandler)?
    private let moduleFactory: any ModuleFactory

    init(moduleFactory: any ModuleFactory) {
        self.moduleFactory = moduleFactory
    }

    func embedTabModules(badgeOutput: any TabBadgeModuleOutput, openingComposer: Bool) {
        for tab in RootTab.allCases {
            transitionHandler?.embedModule(firstModule(of: tab, badgeOutput: badgeOutput, openingComposer: openingComposer), inTab: tab)
        }
    }

    func openAccountSwitcher(output: any AccountSwitcherModuleOutput) {
        let module = moduleFactory.makeAccountSwitcherModule()
        module.input.setModuleOutput(output)
        transitionHandler?.openModule(module.view)
    }

    func closeCurrentModule() {
        transitionHandler?.closeCurrentModule()
    }

    /// Each tab's first module, configured: a new tab is one more line here.
    private func firstModule(of tab: RootTab, badgeOutput: any TabBadgeModuleOutput, openingComposer: Bool) -> any ModuleView {
        switch tab {
        case .home:
            let module = moduleFactory.makeFeedModule()
            if openingComposer { module.input.configureOpeningComposer() }
            return module.view
        case .explore:
            let module = moduleFactory.makeExploreModule()
            module.input.configureModule()
            return module.view
        case .likes:
            let module = moduleFactory.makeActivityModule()
            module.input.configure(withBadgeOutput: badgeOutput)
            return module.view
        case .messages:
            let module = moduleFactory.makeConversationsModule()
            module.input.configure(withBadgeOutput: badgeOutput)
            return module.view
        case .profile:
            let module = moduleFactory.makeProfileModule()
            module.input.configureWithSignedInAccount()
            return module.view
        }
    }
}
