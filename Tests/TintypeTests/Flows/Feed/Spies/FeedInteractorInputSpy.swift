@testable import Tintype
@testable import TintypeApp

@MainActor
final class FeedInteractorInputSpy: FeedInteractorInput {
    var cancelRequests = 0
    var observeRequests = 0

    func observeNewPosts() { observeRequests += 1 }
    private(set) var changedPostsObserveRequests = 0
    func observeChangedPosts() { changedPostsObserveRequests += 1 }
    private(set) var settledChoicesObserveRequests = 0
    func observeSettledChoices() { settledChoicesObserveRequests += 1 }
    var silencedObserveRequests = 0
    func observeSilencedAccounts() { silencedObserveRequests += 1 }
    func cancelAllRequests() { cancelRequests += 1 }
    var ageTickObservations = 0
    var ageTickStops = 0
    func observeAgeTicks() { ageTickObservations += 1 }
    func stopAgeTicks() { ageTickStops += 1 }
    var showsRepliesRequests = 0
    var savedShowsReplies: [Bool] = []
    func obtainShowsReplies() { showsRepliesRequests += 1 }
    func saveShowsReplies(_ showsReplies: Bool) { savedShowsReplies.append(showsReplies) }
    var showsLargePhotosRequests = 0
    var savedShowsLargePhotos: [Bool] = []
    func obtainShowsLargePhotos() { showsLargePhotosRequests += 1 }
    func saveShowsLargePhotos(_ showsLargePhotos: Bool) { savedShowsLargePhotos.append(showsLargePhotos) }
}
