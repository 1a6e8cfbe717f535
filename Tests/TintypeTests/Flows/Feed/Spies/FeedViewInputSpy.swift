@testable import Tintype
@testable import TintypeApp

@MainActor
final class FeedViewInputSpy: FeedViewInput {
    var didSetupInitialState = false
    var shownTitle: (title: String, trailing: String)?
    var shownStatuses: [StatusLineViewModel] = []

    func setupInitialState() { didSetupInitialState = true }
    func showTitle(_ title: String, trailing: String) { shownTitle = (title, trailing) }
    func showStatus(_ status: StatusLineViewModel) { shownStatuses.append(status) }
}
