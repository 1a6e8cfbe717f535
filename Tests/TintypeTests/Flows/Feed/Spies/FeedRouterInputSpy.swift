@testable import Tintype

@MainActor
final class FeedRouterInputSpy: FeedRouterInput {
    var closeRequests = 0

    func closeCurrentModule() { closeRequests += 1 }
}
