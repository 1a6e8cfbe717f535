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
    var closeEvents = 0

    func didTriggerViewReadyEvent() { viewReadyEvents += 1 }
    func didTriggerViewWillAppearEvent() { appearEvents += 1 }
    func didTriggerViewDidDisappearEvent() { disappearEvents += 1 }
    func didTriggerRefreshEvent() { refreshEvents += 1 }
    func didTriggerCloseEvent() { closeEvents += 1 }
    var repliesToggleEvents = 0
    func didTriggerRepliesToggleEvent() { repliesToggleEvents += 1 }
    var layoutToggleEvents = 0
    func didTriggerLayoutToggleEvent() { layoutToggleEvents += 1 }
    var timelinesEvents = 0
    func didTriggerTimelinesEvent() { timelinesEvents += 1 }
}
