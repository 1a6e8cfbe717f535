@testable import Tintype
@testable import TintypeApp

@MainActor
final class FeedInteractorOutputSpy: FeedInteractorOutput {
    var newPostSignals = 0
    func didReceiveNewPosts() { newPostSignals += 1 }
    private(set) var refusedChoices: [(choice: PostChoice, reason: String)] = []
    func didRefuseChoice(_ choice: PostChoice, reason: String) { refusedChoices.append((choice, reason)) }
    var ageTicks = 0
    func didReachAgeTick() { ageTicks += 1 }
    var showsRepliesAnswers: [Bool] = []
    func didObtainShowsReplies(_ showsReplies: Bool) { showsRepliesAnswers.append(showsReplies) }
    var showsLargePhotosAnswers: [Bool] = []
    func didObtainShowsLargePhotos(_ showsLargePhotos: Bool) { showsLargePhotosAnswers.append(showsLargePhotos) }
}
