import Foundation

/// Builds modules through their assemblies, with the services they need.
@MainActor
public struct Modules {
    private let services: Services
    private let instanceName: String

    public init(services: Services, instanceName: String) {
        self.services = services
        self.instanceName = instanceName
    }

    public func makeFeedModule() -> any ModuleView {
        let module = FeedAssembly(postService: services.postService, accountService: services.accountService).assembleModule()
        module.input.configure(withInstanceName: instanceName)
        return module.view
    }
}
