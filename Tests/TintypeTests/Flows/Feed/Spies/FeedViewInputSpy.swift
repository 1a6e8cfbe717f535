@testable import Tintype
@testable import TintypeApp

@MainActor
final class FeedViewInputSpy: FeedViewInput {
    var didSetupInitialState = false
    var shownCellObjects: [[PostCellObject]] = []
    var shownTitle: (title: String, subtitle: String)?
    var shownStatuses: [StatusLineViewModel] = []
    var shownFooters: [String?] = []

    func setupInitialState() { didSetupInitialState = true }
    var renames: [[String: String]] = []
    func update(with cellObjects: [PostCellObject], renamedIds: [String: String]) {
        shownCellObjects.append(cellObjects)
        renames.append(renamedIds)
    }
    var updatedRows: [[PostCellObject]] = []
    func updateRows(_ cellObjects: [PostCellObject]) { updatedRows.append(cellObjects) }
    func showTitle(_ title: String, subtitle: String) { shownTitle = (title, subtitle) }
    func showStatus(_ status: StatusLineViewModel) { shownStatuses.append(status) }
    var copied: [String] = []
    var clipboardTakes = true
    func copyToClipboard(_ text: String) -> Bool {
        copied.append(text)
        return clipboardTakes
    }
    func showFooter(_ text: String?) { shownFooters.append(text) }
    var readPositions: [Int] = []
    func showReadPosition(at index: Int) { readPositions.append(index) }
}
