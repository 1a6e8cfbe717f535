import Foundation

@testable import Tintype

@MainActor
final class ScheduledPostsViewInputSpy: ScheduledPostsViewInput {
    var cellObjects: [[ScheduledPostCellObject]] = []
    var statuses: [StatusLineViewModel] = []
    var footers: [String?] = []

    func setupInitialState() {}
    func showTitle(_ title: String, trailing: String) {}
    func update(with cellObjects: [ScheduledPostCellObject]) { self.cellObjects.append(cellObjects) }
    func showStatus(_ status: StatusLineViewModel) { statuses.append(status) }
    func showFooter(_ text: String?) { footers.append(text) }
    var composers: [ComposerViewModel] = []
    var composerHidings = 0
    func showComposer(_ model: ComposerViewModel) { composers.append(model) }
    func hideComposer() { composerHidings += 1 }
}

@MainActor
final class ScheduledPostsInteractorInputSpy: ScheduledPostsInteractorInput {
    var listRequests = 0
    var cancelledIds: [String] = []
    var redraftedIds: [String] = []

    func obtainScheduledPosts() { listRequests += 1 }
    func cancelScheduledPost(id: String) { cancelledIds.append(id) }
    func redraftScheduledPost(id: String) { redraftedIds.append(id) }
    var moves: [(id: String, date: Date)] = []
    func moveScheduledPost(id: String, to date: Date) { moves.append((id, date)) }
    func cancelAllRequests() {}
}

@MainActor
final class ScheduledPostsRouterInputSpy: ScheduledPostsRouterInput {
    var composeRequests = 0
    var closeRequests = 0

    func openComposeModule() { composeRequests += 1 }
    func closeCurrentModule() { closeRequests += 1 }
}
