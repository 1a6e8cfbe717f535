@testable import Tintype
@testable import TintypeApp

@MainActor
final class FeedViewOutputSpy: FeedViewOutput {
    var composeEvents = 0
    func didTriggerComposeEvent() { composeEvents += 1 }
    var viewReadyEvents = 0
    var appearEvents = 0
    var disappearEvents = 0
    var refreshEvents = 0
    var endOfListEvents = 0
    var closeEvents = 0
    var selectedIndexes: [Int] = []
    var profileIndexes: [Int] = []

    func didTriggerViewReadyEvent() { viewReadyEvents += 1 }
    func didTriggerViewWillAppearEvent() { appearEvents += 1 }
    func didTriggerViewDidDisappearEvent() { disappearEvents += 1 }
    func didTriggerRefreshEvent() { refreshEvents += 1 }
    func didReachEndOfList() { endOfListEvents += 1 }
    func didSelectPost(at index: Int) { selectedIndexes.append(index) }
    func didTriggerProfileEvent(at index: Int) { profileIndexes.append(index) }
    var likeIndexes: [Int] = []
    func didTriggerLikeEvent(at index: Int) { likeIndexes.append(index) }
    var likersIndexes: [Int] = []
    func didTriggerLikersEvent(at index: Int) { likersIndexes.append(index) }
    var copyIndexes: [Int] = []
    func didTriggerCopyAddressEvent(at index: Int) { copyIndexes.append(index) }
    func didTriggerCloseEvent() { closeEvents += 1 }
    var repliesToggleEvents = 0
    var shownRanges: [Range<Int>] = []
    func didTriggerRepliesToggleEvent() { repliesToggleEvents += 1 }
    func didShowPosts(at indices: Range<Int>) { shownRanges.append(indices) }
    var layoutToggleEvents = 0
    func didTriggerLayoutToggleEvent() { layoutToggleEvents += 1 }
    var selectionMoves: [Int] = []
    func didMoveSelection(to index: Int) { selectionMoves.append(index) }
    var timelinesEvents = 0
    func didTriggerTimelinesEvent() { timelinesEvents += 1 }
}
