@testable import Tintype
@testable import TintypeApp

@MainActor
final class FeedInteractorInputSpy: FeedInteractorInput {
    var cachedFeedRequests = 0
    var newestFeedRequests = 0
    var olderPostsRequests = 0
    var cancelRequests = 0
    var observeRequests = 0

    func obtainCachedFeed() { cachedFeedRequests += 1 }
    func obtainNewestFeed() { newestFeedRequests += 1 }
    func obtainOlderPosts() { olderPostsRequests += 1 }
    func observeNewPosts() { observeRequests += 1 }
    private(set) var changedPostsObserveRequests = 0
    func observeChangedPosts() { changedPostsObserveRequests += 1 }
    private(set) var settledChoicesObserveRequests = 0
    func observeSettledChoices() { settledChoicesObserveRequests += 1 }
    var silencedObserveRequests = 0
    func observeSilencedAccounts() { silencedObserveRequests += 1 }
    private(set) var postObserveRequests = 0
    func observePostChanges() { postObserveRequests += 1 }
    func cancelAllRequests() { cancelRequests += 1 }
    var choices: [(choice: PostChoice, isOn: Bool, originalId: String)] = []
    func performChoice(_ choice: PostChoice, _ isOn: Bool, originalId: String) { choices.append((choice, isOn, originalId)) }
    var ageTickObservations = 0
    var ageTickStops = 0
    func observeAgeTicks() { ageTickObservations += 1 }
    func stopAgeTicks() { ageTickStops += 1 }
    var showsRepliesRequests = 0
    var savedShowsReplies: [Bool] = []
    var thumbnailRequests: [[ThumbnailFetcher.Request]] = []
    func obtainShowsReplies() { showsRepliesRequests += 1 }
    func saveShowsReplies(_ showsReplies: Bool) { savedShowsReplies.append(showsReplies) }
    func obtainThumbnails(for requests: [ThumbnailFetcher.Request]) { thumbnailRequests.append(requests) }
    var showsLargePhotosRequests = 0
    var savedShowsLargePhotos: [Bool] = []
    var largePhotoRequests: [[ThumbnailFetcher.Request]] = []
    func obtainShowsLargePhotos() { showsLargePhotosRequests += 1 }
    func saveShowsLargePhotos(_ showsLargePhotos: Bool) { savedShowsLargePhotos.append(showsLargePhotos) }
    func obtainLargePhotos(for requests: [ThumbnailFetcher.Request]) { largePhotoRequests.append(requests) }
    var animationRequests: [[AnimationPlayer.Request]] = []
    var animationStops = 0
    /// Whether each request to play was for large photos.
    var animationsAsLargePhotos: [Bool] = []
    func playAnimations(for requests: [AnimationPlayer.Request], asLargePhotos: Bool) {
        animationRequests.append(requests)
        animationsAsLargePhotos.append(asLargePhotos)
    }
    func stopAnimations() { animationStops += 1 }
    var queuedPostsRequests = 0
    var sentPostsObservations = 0
    func observeQueuedPosts() { queuedPostsRequests += 1 }
    func observeSentPosts() { sentPostsObservations += 1 }
}
