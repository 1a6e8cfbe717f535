import Foundation
import Imaging

@testable import Tintype
@testable import TintypeApp

@MainActor
final class PostListViewInputSpy: PostListViewInput {
    var didSetupInitialState = false
    var shownCellObjects: [[PostCellObject]] = []
    var updatedRows: [[PostCellObject]] = []
    var shownLayouts: [Bool] = []
    var shownFooters: [String?] = []

    func setupInitialState() { didSetupInitialState = true }
    var renamedIds: [[String: String]] = []
    func update(with cellObjects: [PostCellObject], renamedIds: [String: String]) {
        shownCellObjects.append(cellObjects)
        self.renamedIds.append(renamedIds)
    }
    func updateRows(_ cellObjects: [PostCellObject]) { updatedRows.append(cellObjects) }
    func showPostsAsGrid(_ asGrid: Bool) { shownLayouts.append(asGrid) }
    func showFooter(_ text: String?) { shownFooters.append(text) }
    var offersGrid: [Bool] = []
    func offerGrid(_ offered: Bool) { offersGrid.append(offered) }
    var readPositions: [Int] = []
    func showReadPosition(at index: Int) { readPositions.append(index) }
    var copied: [String] = []
    func copyToClipboard(_ text: String) -> Bool {
        copied.append(text)
        return true
    }
}

@MainActor
final class PostListInteractorInputSpy: PostListInteractorInput {
    var postRequests: [(source: PostListSource, onlyWithMedia: Bool, more: Bool)] = []
    var thumbnailRequests: [[ThumbnailFetcher.Request]] = []
    var layoutRequests = 0
    var savedLayouts: [Bool] = []
    var queuedPostsRequests = 0
    var observedSources: [PostListSource] = []

    /// Whether each request asked for posts with media only.
    var mediaOnlyRequests: [Bool] { postRequests.map(\.onlyWithMedia) }
    /// The `more` of each request for my saved posts.
    var savedPostRequests: [Bool] { postRequests.filter { $0.source == .saved }.map(\.more) }

    func obtainPosts(from source: PostListSource, onlyWithMedia: Bool, more: Bool) {
        postRequests.append((source, onlyWithMedia, more))
    }
    var cachedPostRequests: [PostListSource] = []
    func obtainCachedPosts(from source: PostListSource) { cachedPostRequests.append(source) }
    var choices: [(choice: PostChoice, isOn: Bool, originalId: String)] = []
    func performChoice(_ choice: PostChoice, _ isOn: Bool, originalId: String) { choices.append((choice, isOn, originalId)) }
    func obtainThumbnails(for requests: [ThumbnailFetcher.Request]) { thumbnailRequests.append(requests) }
    var animationRequests: [[AnimationPlayer.Request]] = []
    var animationsAsLargePhotos: [Bool] = []
    func playAnimations(for requests: [AnimationPlayer.Request], asLargePhotos: Bool) {
        animationRequests.append(requests)
        animationsAsLargePhotos.append(asLargePhotos)
    }
    var largePhotoRequests: [[ThumbnailFetcher.Request]] = []
    func obtainLargePhotos(for requests: [ThumbnailFetcher.Request]) { largePhotoRequests.append(requests) }
    func obtainShowsPostsAsGrid() { layoutRequests += 1 }
    func saveShowsPostsAsGrid(_ showsGrid: Bool) { savedLayouts.append(showsGrid) }
    func observeChanges(to source: PostListSource) { observedSources.append(source) }
}

@MainActor
final class PostListInteractorOutputSpy: PostListInteractorOutput {
    var postPages: [(posts: [Post], hasOlderPosts: Bool, areOlder: Bool)] = []
    var postProblems: [(problem: ConnectionProblem, areOlder: Bool)] = []
    var thumbnails: [String] = []
    var layouts: [Bool] = []
    var queuedPosts: [[Post]] = []
    var sentPosts: [(queuedId: String, post: Post)] = []
    var silencedAccounts: [String] = []
    var postChanges: [PostStoreChange] = []

    func didObtainPosts(_ posts: [Post], hasOlderPosts: Bool, areOlder: Bool) { postPages.append((posts, hasOlderPosts, areOlder)) }
    func didFailToObtainPosts(_ problem: ConnectionProblem, areOlder: Bool) { postProblems.append((problem, areOlder)) }
    var cachedPages: [(posts: [Post], hasOlderPosts: Bool, savedAt: Date)] = []
    func didObtainCachedPosts(_ posts: [Post], hasOlderPosts: Bool, savedAt: Date) { cachedPages.append((posts, hasOlderPosts, savedAt)) }
    var keepingProblems: [ConnectionProblem] = []
    func didFailToKeepPosts(_ problem: ConnectionProblem) { keepingProblems.append(problem) }
    var choiceProblems: [(choice: PostChoice, problem: ConnectionProblem)] = []
    func didFailToChangeChoice(_ choice: PostChoice, problem: ConnectionProblem) { choiceProblems.append((choice, problem)) }
    func didObtainThumbnail(_ picture: PixelImage?, postId: String, isFinal: Bool) { thumbnails.append(postId) }
    var largePhotos: [String] = []
    func didObtainLargePhoto(_ picture: PixelImage?, postId: String, isFinal: Bool) { largePhotos.append(postId) }
    var animationFrames: [String] = []
    func didObtainAnimationFrame(_ frame: PixelImage, postId: String) { animationFrames.append(postId) }
    var endedAnimations: [String] = []
    func didEndAnimation(postId: String) { endedAnimations.append(postId) }
    func didObtainShowsPostsAsGrid(_ showsGrid: Bool) { layouts.append(showsGrid) }
    func didObtainQueuedPosts(_ posts: [Post]) { queuedPosts.append(posts) }
    func didSendQueuedPost(withId queuedId: String, as post: Post) { sentPosts.append((queuedId, post)) }
    func didSilenceAccount(withId accountId: String) { silencedAccounts.append(accountId) }
    var newPosts = 0
    func didReceiveNewPost() { newPosts += 1 }
    func didChangePost(_ change: PostStoreChange) { postChanges.append(change) }
}

@MainActor
final class PostListRouterInputSpy: PostListRouterInput {
    var openedPostIds: [String] = []
    var composeRequests = 0

    func openPostDetailModule(postId: String, moduleOutput: any PostDetailModuleOutput) { openedPostIds.append(postId) }
    func openComposeModule() { composeRequests += 1 }
    var openedProfiles: [String] = []
    func openProfileModule(accountId: String) { openedProfiles.append(accountId) }
    var openedAccountLists: [AccountListSource] = []
    func openAccountListModule(source: AccountListSource) { openedAccountLists.append(source) }
}

@MainActor
final class PostListViewOutputSpy: PostListViewOutput {
    var events: [String] = []
    var selectedIndexes: [Int] = []

    func didTriggerViewReadyEvent(drawsPictures: Bool) { events.append(drawsPictures ? "ready with pictures" : "ready") }
    func didShowPosts(at indices: Range<Int>) { events.append("shown \(indices)") }
    func didTriggerViewWillAppearEvent() { events.append("appears") }
    func didTriggerViewDidDisappearEvent() { events.append("disappears") }
    func didReachEndOfList() { events.append("end") }
    func didSelectPost(at index: Int) { selectedIndexes.append(index) }
    func didTriggerLayoutEvent() { events.append("layout") }
    func didTriggerLikeEvent(at index: Int) { events.append("like \(index)") }
    func didTriggerProfileEvent(at index: Int) { events.append("profile \(index)") }
    func didTriggerCopyAddressEvent(at index: Int) { events.append("copy \(index)") }
    func didTriggerLikersEvent(at index: Int) { events.append("likers \(index)") }
    func didMoveSelection(to index: Int) { events.append("moved to \(index)") }
}

@MainActor
final class PostListModuleOutputSpy: PostListModuleOutput {
    var postLists: [any PostListModuleInput] = []
    var statuses: [StatusLineViewModel] = []
    var loadedCounts: [Int] = []
    var failedLoads = 0

    func didEmbedPostList(_ postList: any PostListModuleInput) { postLists.append(postList) }
    func didShowPostListStatus(_ status: StatusLineViewModel) { statuses.append(status) }
    func didLoadNewestPosts(count: Int) { loadedCounts.append(count) }
    func didFailToLoadNewestPosts() { failedLoads += 1 }
    var newestRows: [(rowIds: [String], newOnTop: Int)] = []
    func didShowNewestRows(_ rowIds: [String], newOnTop: Int) { newestRows.append((rowIds, newOnTop)) }
    var olderCounts: [Int] = []
    func didLoadOlderPosts(count: Int) { olderCounts.append(count) }
    var selectedRowIds: [String] = []
    func didMoveSelection(toRowWithId rowId: String) { selectedRowIds.append(rowId) }
}
