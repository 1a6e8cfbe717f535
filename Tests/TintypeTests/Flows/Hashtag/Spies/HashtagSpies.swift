import Imaging

@testable import Tintype

@MainActor
final class HashtagViewInputSpy: HashtagViewInput {
    var didSetupInitialState = false
    var shownTitles: [String] = []
    var shownStatuses: [StatusLineViewModel] = []
    var shownTiles: [[PostCellObject]] = []
    var footers: [String?] = []

    func setupInitialState() { didSetupInitialState = true }
    var shownTrailings: [String] = []
    func showTitle(_ title: String, trailing: String) {
        shownTitles.append(title)
        shownTrailings.append(trailing)
    }
    func update(with cellObjects: [PostCellObject]) { shownTiles.append(cellObjects) }
    func showFooter(_ text: String?) { footers.append(text) }
    func showStatus(_ status: StatusLineViewModel) { shownStatuses.append(status) }
}

@MainActor
final class HashtagInteractorInputSpy: HashtagInteractorInput {
    var cancelRequests = 0
    var postRequests: [(name: String, more: Bool)] = []
    var thumbnailRequests: [[ThumbnailFetcher.Request]] = []

    func obtainPosts(taggedWith name: String, more: Bool) { postRequests.append((name, more)) }
    var tagRequests: [String] = []
    var follows: [Bool] = []
    func obtainTag(named name: String) { tagRequests.append(name) }
    var silencedObserveRequests = 0
    func observeSilencedAccounts() { silencedObserveRequests += 1 }
    private(set) var postObserveRequests = 0
    func observePostChanges() { postObserveRequests += 1 }
    var liveRequests: [String] = []
    func observeNewPosts(taggedWith name: String) { liveRequests.append(name) }
    func performFollow(_ follow: Bool, tagNamed name: String) { follows.append(follow) }
    func obtainThumbnails(for requests: [ThumbnailFetcher.Request]) { thumbnailRequests.append(requests) }
    func cancelAllRequests() { cancelRequests += 1 }
}

@MainActor
final class HashtagInteractorOutputSpy: HashtagInteractorOutput {
    var posts: [(posts: [Post], hasMore: Bool, areMore: Bool)] = []
    var failures: [Bool] = []
    var thumbnails: [String] = []

    func didObtainPosts(_ posts: [Post], hasMore: Bool, areMore: Bool) { self.posts.append((posts, hasMore, areMore)) }
    func didFailToObtainPosts(_ problem: ConnectionProblem, areMore: Bool) { failures.append(areMore) }
    func didObtainThumbnail(_ picture: PixelImage?, postId: String, isFinal: Bool) { thumbnails.append(postId) }
    var tags: [Hashtag] = []
    var followFailures = 0
    func didObtainTag(_ hashtag: Hashtag) { tags.append(hashtag) }
    var silencedAccounts: [String] = []
    func didSilenceAccount(withId accountId: String) { silencedAccounts.append(accountId) }
    private(set) var postChanges: [PostStoreChange] = []
    func didChangePost(_ change: PostStoreChange) { postChanges.append(change) }
    var newPosts = 0
    func didReceiveNewPost() { newPosts += 1 }
    func didFailToPerformFollow(_ problem: ConnectionProblem) { followFailures += 1 }
}

@MainActor
final class HashtagRouterInputSpy: HashtagRouterInput {
    var closeRequests = 0
    var openedPosts: [String] = []

    func openPostDetailModule(postId: String, moduleOutput: any PostDetailModuleOutput) { openedPosts.append(postId) }
    func closeCurrentModule() { closeRequests += 1 }
}

@MainActor
final class HashtagViewOutputSpy: HashtagViewOutput {
    var readyEvents = 0
    var backEvents = 0
    var refreshEvents = 0
    var endEvents = 0
    var selected: [Int] = []
    var shownRanges: [Range<Int>] = []

    func didTriggerViewReadyEvent() { readyEvents += 1 }
    func didShowPosts(at indices: Range<Int>) { shownRanges.append(indices) }
    func didReachEndOfList() { endEvents += 1 }
    func didSelectPost(at index: Int) { selected.append(index) }
    func didTriggerRefreshEvent() { refreshEvents += 1 }
    func didTriggerBackEvent() { backEvents += 1 }
    var followEvents = 0
    func didTriggerFollowEvent() { followEvents += 1 }
}

@MainActor
final class HashtagModuleInputSpy: HashtagModuleInput {
    var configuredNames: [String] = []

    func configure(withTagName name: String) { configuredNames.append(name) }
}
