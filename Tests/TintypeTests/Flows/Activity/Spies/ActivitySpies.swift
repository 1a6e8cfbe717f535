import Foundation
import Imaging
import TerminalUI

@testable import Tintype
@testable import TintypeApp

@MainActor
final class ActivityViewInputSpy: ActivityViewInput {
    var didSetupInitialState = false
    var shownTitles: [String] = []
    var shownStatuses: [StatusLineViewModel] = []
    var shownSections: [ActivitySection] = []
    var activityRows: [[NoticeGroupCellObject]] = []
    var footers: [String?] = []

    func setupInitialState() { didSetupInitialState = true }
    func showTitle(_ title: String, trailing: String) { shownTitles.append(title) }
    func showStatus(_ status: StatusLineViewModel) { shownStatuses.append(status) }
    func showSection(_ section: ActivitySection) { shownSections.append(section) }
    func updateActivity(with cellObjects: [NoticeGroupCellObject]) { activityRows.append(cellObjects) }
    var updatedRows: [[NoticeGroupCellObject]] = []
    func updateRows(_ activityRows: [NoticeGroupCellObject]) { updatedRows.append(activityRows) }
    func showFooter(_ text: String?) { footers.append(text) }
}

@MainActor
final class ActivityInteractorInputSpy: ActivityInteractorInput {
    var cachedActivityRequests = 0
    var newestActivityRequests = 0
    var olderActivityRequests = 0
    var unseenCountRequests = 0
    var observeRequests = 0
    var markSeenRequests = 0
    var refreshClockStarts = 0
    var relationshipChanges: [(request: RelationshipRequest, accountId: String)] = []
    var askedFilters: [NoticeFilter] = []
    var cancelRequests = 0

    func obtainCachedActivity() { cachedActivityRequests += 1 }
    func obtainNewestActivity(filter: NoticeFilter) {
        newestActivityRequests += 1
        askedFilters.append(filter)
    }
    func obtainOlderActivity(filter: NoticeFilter) { olderActivityRequests += 1 }
    func obtainUnseenCount() { unseenCountRequests += 1 }
    func observeActivity() {
        observeRequests += 1
        silencedObserveRequests += 1
        postObserveRequests += 1
        refreshClockStarts += 1
    }
    func markActivitySeen() { markSeenRequests += 1 }
    var silencedObserveRequests = 0

    private(set) var postObserveRequests = 0

    func changeRelationship(_ request: RelationshipRequest, accountId: String) { relationshipChanges.append((request, accountId)) }
    var followToggles: [String] = []
    func toggleFollow(accountId: String, accountIsLocked: Bool) { followToggles.append(accountId) }
    var follows: [String] { relationshipChanges.filter { $0.request == .follow(true, accountIsLocked: false) }.map(\.accountId) }
    var answers: [(accountId: String, accepting: Bool)] {
        relationshipChanges.compactMap { change in
            guard case .answerFollowRequest(let accepting) = change.request else { return nil }
            return (change.accountId, accepting)
        }
    }
    func cancelAllRequests() { cancelRequests += 1 }
    var thumbnailRequests: [[ThumbnailFetcher.Request]] = []
    func obtainThumbnails(for requests: [ThumbnailFetcher.Request]) { thumbnailRequests.append(requests) }
}

@MainActor
final class ActivityInteractorOutputSpy: ActivityInteractorOutput {
    var cachedActivities: [ActivityList] = []
    var activities: [(activity: ActivityList, areOlder: Bool)] = []
    var problems: [ConnectionProblem] = []
    var unseenCounts: [Int] = []
    var newNotices = 0
    var settledChanges: [(request: RelationshipRequest, accountId: String, after: Result<Relationship, ConnectionProblem>)] = []

    func didObtainCachedActivity(_ activity: ActivityList) { cachedActivities.append(activity) }
    var thumbnails: [String] = []
    func didObtainThumbnail(_ picture: PixelImage?, postId: String, isFinal: Bool) { thumbnails.append(postId) }
    func didObtainActivity(_ activity: ActivityList, filter: NoticeFilter, areOlder: Bool, storageProblem: ConnectionProblem?) {
        activities.append((activity, areOlder))
    }
    func didFailToObtainActivity(_ problem: ConnectionProblem, areOlder: Bool) { problems.append(problem) }
    func didObtainUnseenCount(_ count: Int) { unseenCounts.append(count) }
    func didReceiveNewNotice() { newNotices += 1 }
    var silencedAccounts: [String] = []
    func didSilenceAccount(withId accountId: String) { silencedAccounts.append(accountId) }
    private(set) var postChanges: [PostStoreChange] = []
    func didChangePost(_ change: PostStoreChange) { postChanges.append(change) }
    var refreshTimes = 0
    func didReachRefreshTime() { refreshTimes += 1 }
    func didSettleRelationshipChange(_ request: RelationshipRequest, accountId: String, to after: Result<Relationship, ConnectionProblem>) {
        settledChanges.append((request, accountId, after))
    }
}

@MainActor
final class ActivityRouterInputSpy: ActivityRouterInput {
    var openedPostIds: [String] = []
    var focusedCommentIds: [String?] = []
    var openedProfiles: [String] = []
    var openedLists: [AccountListSource] = []
    var closeRequests = 0
    /// The list embedded, which hands itself to the activity as the router would have it.
    let postList = ModuleInputSpy()
    var embeddedSources: [PostListSource] = []

    /// Who hears the embedded list, as the list would tell it.
    private(set) weak var postListOutput: (any PostListModuleOutput)?

    func embedPostListModule(listing source: PostListSource, moduleOutput: any PostListModuleOutput) {
        embeddedSources.append(source)
        postListOutput = moduleOutput
        moduleOutput.didEmbedPostList(postList)
    }
    func openPostDetailModule(postId: String, focusingCommentId: String?, moduleOutput: any PostDetailModuleOutput) {
        openedPostIds.append(postId)
        focusedCommentIds.append(focusingCommentId)
    }
    func openProfileModule(accountId: String) { openedProfiles.append(accountId) }
    func openAccountListModule(source: AccountListSource) { openedLists.append(source) }
    func closeCurrentModule() { closeRequests += 1 }
}

@MainActor
final class ActivityViewOutputSpy: ActivityViewOutput {
    var readyEvents = 0
    var appearEvents = 0
    var disappearEvents = 0
    var refreshEvents = 0
    var switchEvents = 0
    var endOfListEvents = 0
    var selected: [Int] = []
    var profileEvents: [Int] = []
    var likersEvents: [Int] = []
    var followBackEvents: [Int] = []
    var answerEvents: [(index: Int, accepting: Bool)] = []
    var filterEvents = 0
    var closeEvents = 0

    func didTriggerViewReadyEvent() { readyEvents += 1 }
    var shownRanges: [Range<Int>] = []
    func didShowRows(at indices: Range<Int>) { shownRanges.append(indices) }
    func didTriggerViewWillAppearEvent() { appearEvents += 1 }
    func didTriggerViewDidDisappearEvent() { disappearEvents += 1 }
    func didTriggerRefreshEvent() { refreshEvents += 1 }
    func didTriggerSwitchSectionEvent() { switchEvents += 1 }
    func didReachEndOfList() { endOfListEvents += 1 }
    func didSelectItem(at index: Int) { selected.append(index) }
    func didTriggerProfileEvent(at index: Int) { profileEvents.append(index) }
    func didTriggerLikersEvent(at index: Int) { likersEvents.append(index) }
    func didTriggerFollowBackEvent(at index: Int) { followBackEvents.append(index) }
    func didTriggerAnswerRequestEvent(at index: Int, accepting: Bool) { answerEvents.append((index, accepting)) }
    func didTriggerFilterEvent() { filterEvents += 1 }
    func didTriggerCloseEvent() { closeEvents += 1 }
}

@MainActor
final class TabBadgeModuleOutputSpy: TabBadgeModuleOutput {
    var counts: [(count: Int, tab: RootTab)] = []

    func didChangeBadgeCount(_ count: Int, ofTab tab: RootTab) { counts.append((count, tab)) }
}

extension NoticeGroup {
    /// A group of likes of a post, by default; `kind` and a nil `postId` make the others.
    static func fixture(
        postId: String?, kind: Notice.Kind = .like, accounts: [String] = ["Grace Hopper"], count: Int? = nil,
        newestNotificationId: String = "100", answersPostId: String? = nil
    ) -> NoticeGroup {
        NoticeGroup(
            id: "\(kind)-\(postId ?? newestNotificationId)", kind: kind, post: postId.map { .fixture(id: $0) },
            answersPostId: answersPostId,
            accounts: accounts.enumerated().map {
                Author(id: "l\($0.offset)", displayName: $0.element, handle: $0.element.split(separator: " ").first?.lowercased() ?? "")
            },
            count: count ?? accounts.count, newestNotificationId: newestNotificationId,
            latestAt: Date(timeIntervalSince1970: 1_000_000 - 7200))
    }
}

extension ActivityList {
    static func fixture(_ groups: [NoticeGroup], hasOlderGroups: Bool = false) -> ActivityList {
        ActivityList(groups: groups, hasOlderGroups: hasOlderGroups, fetchedAt: Date(timeIntervalSince1970: 1_000_000))
    }
}
