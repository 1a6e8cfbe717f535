@testable import Tintype

@MainActor
final class FeedViewOutputSpy: FeedViewOutput {
    var viewReadyEvents = 0
    var refreshEvents = 0
    var endOfListEvents = 0
    var helpEvents = 0
    var closeEvents = 0
    var selectedIndexes: [Int] = []

    func didTriggerViewReadyEvent() { viewReadyEvents += 1 }
    func didTriggerRefreshEvent() { refreshEvents += 1 }
    func didReachEndOfList() { endOfListEvents += 1 }
    func didSelectPost(at index: Int) { selectedIndexes.append(index) }
    func didTriggerHelpEvent() { helpEvents += 1 }
    func didTriggerCloseEvent() { closeEvents += 1 }
}
