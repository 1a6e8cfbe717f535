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
        let postDetail = PostDetailAssembly(postService: services.postService, likeService: services.likeService,
                                            commentService: services.commentService, instanceName: instanceName)
        let module = FeedAssembly(postService: services.postService, accountService: services.accountService,
                                  postDetailAssembly: postDetail).assembleModule()
        module.input.configure(withInstanceName: instanceName)
        return module.view
    }
}
