import Foundation
import Imaging
import TerminalUI

@testable import Tintype

@MainActor
final class LikesViewInputSpy: LikesViewInput {
    var didSetupInitialState = false
    var shownTitles: [String] = []
    var shownStatuses: [StatusLineViewModel] = []
    var shownSections: [LikesSection] = []
    var activityRows: [[LikeGroupCellObject]] = []
    var likedPostRows: [[PostCellObject]] = []
    var footers: [LikesSection: String?] = [:]

    func setupInitialState() { didSetupInitialState = true }
    func showTitle(_ title: String, trailing: String) { shownTitles.append(title) }
    func showStatus(_ status: StatusLineViewModel) { shownStatuses.append(status) }
    func showSection(_ section: LikesSection) { shownSections.append(section) }
    func updateActivity(with cellObjects: [LikeGroupCellObject]) { activityRows.append(cellObjects) }
    func updateLikedPosts(with cellObjects: [PostCellObject]) { likedPostRows.append(cellObjects) }
    func showFooter(_ text: String?, in section: LikesSection) { footers[section] = text }
}

@MainActor
final class LikesInteractorInputSpy: LikesInteractorInput {
    var cachedActivityRequests = 0
    var newestActivityRequests = 0
    var olderActivityRequests = 0
    var cachedLikedPostsRequests = 0
    var newestLikedPostsRequests = 0
    var olderLikedPostsRequests = 0
    var unseenCountRequests = 0
    var observeRequests = 0
    var markSeenRequests = 0
    var refreshClockStarts = 0
    var unlikes: [String] = []
    var cancelRequests = 0

    func obtainCachedLikeActivity() { cachedActivityRequests += 1 }
    func obtainNewestLikeActivity() { newestActivityRequests += 1 }
    func obtainOlderLikeActivity() { olderActivityRequests += 1 }
    func obtainCachedLikedPosts() { cachedLikedPostsRequests += 1 }
    func obtainNewestLikedPosts() { newestLikedPostsRequests += 1 }
    func obtainOlderLikedPosts() { olderLikedPostsRequests += 1 }
    func obtainUnseenLikesCount() { unseenCountRequests += 1 }
    func observeNewLikes() { observeRequests += 1 }
    func markLikesSeen() { markSeenRequests += 1 }
    func observeRefreshTime() { refreshClockStarts += 1 }
    func performUnlike(postId: String) { unlikes.append(postId) }
    func cancelAllRequests() { cancelRequests += 1 }
    var thumbnailRequests: [[ThumbnailFetcher.Request]] = []
    func obtainThumbnails(for requests: [ThumbnailFetcher.Request]) { thumbnailRequests.append(requests) }
}

@MainActor
final class LikesInteractorOutputSpy: LikesInteractorOutput {
    var cachedActivities: [LikeActivity] = []
    var activities: [(activity: LikeActivity, areOlder: Bool)] = []
    var cachedLikedPosts: [FeedSlice] = []
    var likedPosts: [(slice: FeedSlice, areOlder: Bool)] = []
    var problems: [ConnectionProblem] = []
    var unseenCounts: [Int] = []
    var newLikes = 0
    var unliked: [Post] = []
    var failedUnlikes: [(postId: String, problem: ConnectionProblem)] = []

    func didObtainCachedLikeActivity(_ activity: LikeActivity) { cachedActivities.append(activity) }
    var thumbnails: [String] = []
    func didObtainThumbnail(_ picture: PixelImage?, postId: String, isFinal: Bool) { thumbnails.append(postId) }
    func didObtainLikeActivity(_ activity: LikeActivity, areOlder: Bool, storageProblem: ConnectionProblem?) {
        activities.append((activity, areOlder))
    }
    func didFailToObtainLikeActivity(_ problem: ConnectionProblem, areOlder: Bool) { problems.append(problem) }
    func didObtainCachedLikedPosts(_ slice: FeedSlice) { cachedLikedPosts.append(slice) }
    func didObtainLikedPosts(_ slice: FeedSlice, areOlder: Bool, storageProblem: ConnectionProblem?) {
        likedPosts.append((slice, areOlder))
    }
    func didFailToObtainLikedPosts(_ problem: ConnectionProblem, areOlder: Bool) { problems.append(problem) }
    func didObtainUnseenLikesCount(_ count: Int) { unseenCounts.append(count) }
    func didReceiveNewLike() { newLikes += 1 }
    var refreshTimes = 0
    func didReachRefreshTime() { refreshTimes += 1 }
    func didPerformUnlike(_ post: Post) { unliked.append(post) }
    func didFailToPerformUnlike(postId: String, problem: ConnectionProblem) { failedUnlikes.append((postId, problem)) }
}

@MainActor
final class LikesRouterInputSpy: LikesRouterInput {
    var openedPostIds: [String] = []
    var openedProfiles: [String] = []
    var openedLists: [AccountListSource] = []
    var closeRequests = 0

    func openPostDetailModule(postId: String, moduleOutput: any PostDetailModuleOutput) { openedPostIds.append(postId) }
    func openProfileModule(accountId: String) { openedProfiles.append(accountId) }
    func openAccountListModule(source: AccountListSource) { openedLists.append(source) }
    func closeCurrentModule() { closeRequests += 1 }
}

@MainActor
final class LikesViewOutputSpy: LikesViewOutput {
    var readyEvents = 0
    var appearEvents = 0
    var disappearEvents = 0
    var refreshEvents = 0
    var switchEvents = 0
    var endOfListEvents = 0
    var selected: [Int] = []
    var profileEvents: [Int] = []
    var likersEvents: [Int] = []
    var unlikeEvents: [Int] = []
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
    func didTriggerUnlikeEvent(at index: Int) { unlikeEvents.append(index) }
    func didTriggerCloseEvent() { closeEvents += 1 }
}

@MainActor
final class TabBadgeModuleOutputSpy: TabBadgeModuleOutput {
    var counts: [(count: Int, tab: RootTab)] = []

    func didChangeBadgeCount(_ count: Int, ofTab tab: RootTab) { counts.append((count, tab)) }
}

extension LikeGroup {
    static func fixture(postId: String, likers: [String] = ["Grace Hopper"], count: Int? = nil, newestNotificationId: String = "100")
        -> LikeGroup
    {
        LikeGroup(
            post: .fixture(id: postId),
            likers: likers.enumerated().map { Author(id: "l\($0.offset)", displayName: $0.element, handle: "h") },
            likesCount: count ?? likers.count, newestNotificationId: newestNotificationId,
            latestLikeAt: Date(timeIntervalSince1970: 1_000_000 - 7200))
    }
}

extension LikeActivity {
    static func fixture(_ groups: [LikeGroup], hasOlderGroups: Bool = false) -> LikeActivity {
        LikeActivity(groups: groups, hasOlderGroups: hasOlderGroups, fetchedAt: Date(timeIntervalSince1970: 1_000_000))
    }
}
