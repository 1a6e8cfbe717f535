import Imaging

@testable import Tintype
@testable import TintypeApp

@MainActor
final class FeedInteractorOutputSpy: FeedInteractorOutput {
    var cachedFeeds: [FeedSlice] = []
    var newestFeeds: [FeedSlice] = []
    var storageProblems: [ConnectionProblem?] = []
    var newestFeedProblems: [ConnectionProblem] = []
    var olderPosts: [FeedSlice] = []
    var olderPostsProblems: [ConnectionProblem] = []
    var newPostSignals = 0

    func didObtainCachedFeed(_ slice: FeedSlice) { cachedFeeds.append(slice) }
    func didObtainNewestFeed(_ slice: FeedSlice, storageProblem: ConnectionProblem?) {
        newestFeeds.append(slice)
        storageProblems.append(storageProblem)
    }
    func didFailToObtainNewestFeed(_ problem: ConnectionProblem) { newestFeedProblems.append(problem) }
    func didObtainOlderPosts(_ slice: FeedSlice) { olderPosts.append(slice) }
    func didFailToObtainOlderPosts(_ problem: ConnectionProblem) { olderPostsProblems.append(problem) }
    func didReceiveNewPosts() { newPostSignals += 1 }
    var silencedAccounts: [String] = []
    func didSilenceAccount(withId accountId: String) { silencedAccounts.append(accountId) }
    private(set) var refusedChoices: [(choice: PostChoice, reason: String)] = []
    func didRefuseChoice(_ choice: PostChoice, reason: String) { refusedChoices.append((choice, reason)) }
    private(set) var postChanges: [PostStoreChange] = []
    func didChangePost(_ change: PostStoreChange) { postChanges.append(change) }
    var choiceProblems: [(choice: PostChoice, problem: ConnectionProblem)] = []
    func didFailToChangeChoice(_ choice: PostChoice, problem: ConnectionProblem) { choiceProblems.append((choice, problem)) }
    var ageTicks = 0
    func didReachAgeTick() { ageTicks += 1 }
    var showsRepliesAnswers: [Bool] = []
    var thumbnails: [(picture: PixelImage, postId: String)] = []
    func didObtainShowsReplies(_ showsReplies: Bool) { showsRepliesAnswers.append(showsReplies) }
    func didObtainThumbnail(_ picture: PixelImage?, postId: String, isFinal: Bool) {
        if let picture { thumbnails.append((picture, postId)) }
    }
    var animationFrames: [(frame: PixelImage, postId: String)] = []
    func didObtainAnimationFrame(_ frame: PixelImage, postId: String) { animationFrames.append((frame, postId)) }
    var endedAnimations: [String] = []
    func didEndAnimation(postId: String) { endedAnimations.append(postId) }
    var showsLargePhotosAnswers: [Bool] = []
    var largePhotos: [(picture: PixelImage, postId: String)] = []
    func didObtainShowsLargePhotos(_ showsLargePhotos: Bool) { showsLargePhotosAnswers.append(showsLargePhotos) }
    func didObtainLargePhoto(_ picture: PixelImage?, postId: String, isFinal: Bool) {
        if let picture { largePhotos.append((picture, postId)) }
    }
    var queuedPosts: [[Post]] = []
    var sentQueuedPosts: [(queuedId: String, post: Post)] = []
    func didObtainQueuedPosts(_ posts: [Post]) { queuedPosts.append(posts) }
    func didSendQueuedPost(withId queuedId: String, as post: Post) { sentQueuedPosts.append((queuedId, post)) }
}
