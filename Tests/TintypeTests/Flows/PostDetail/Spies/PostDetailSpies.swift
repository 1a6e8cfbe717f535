import Imaging

@testable import Tintype

@MainActor
final class PostDetailViewInputSpy: PostDetailViewInput {
    var didSetupInitialState = false
    var shownCellObjects: [[PostDetailCellObject]] = []
    var shownTitles: [String] = []
    var shownStatuses: [StatusLineViewModel] = []

    func setupInitialState() { didSetupInitialState = true }
    func update(with cellObjects: [PostDetailCellObject]) { shownCellObjects.append(cellObjects) }
    func showTitle(_ title: String) { shownTitles.append(title) }
    func showStatus(_ status: StatusLineViewModel) { shownStatuses.append(status) }
}

@MainActor
final class PostDetailInteractorInputSpy: PostDetailInteractorInput {
    var requestedPostIds: [String] = []
    var cancelRequests = 0

    var likeRequests: [(isLiked: Bool, postId: String)] = []

    func obtainPost(withId postId: String) { requestedPostIds.append(postId) }
    func performLike(_ isLiked: Bool, postId: String) { likeRequests.append((isLiked, postId)) }
    func cancelAllRequests() { cancelRequests += 1 }

    var pictureRequests: [MediaItem] = []
    func obtainPicture(of item: MediaItem) { pictureRequests.append(item) }
}

@MainActor
final class PostDetailRouterInputSpy: PostDetailRouterInput {
    var closeRequests = 0
    var embeddedPostIds: [String] = []
    var profileRequests: [String] = []

    func embedCommentsModule(forPostId postId: String, moduleOutput: any CommentsModuleOutput) { embeddedPostIds.append(postId) }
    func openProfileModule(withAccountId accountId: String) {
        profileRequests.append(accountId)
    }

    func closeCurrentModule() { closeRequests += 1 }

    var openedOriginals: [String] = []
    func openOriginal(at address: String) throws { openedOriginals.append(address) }

    var photoViewerRequests: [(photos: [MediaItem], index: Int, isRevealed: Bool)] = []
    func openPhotoViewerModule(photos: [MediaItem], startingAt index: Int, isRevealed: Bool) {
        photoViewerRequests.append((photos, index, isRevealed))
    }
}

@MainActor
final class PostDetailInteractorOutputSpy: PostDetailInteractorOutput {
    var posts: [Post] = []
    var problems: [ConnectionProblem] = []

    func didObtainPost(_ post: Post) { posts.append(post) }
    func didFailToObtainPost(_ problem: ConnectionProblem) { problems.append(problem) }

    var likedPosts: [Post] = []
    var likeProblems: [ConnectionProblem] = []
    func didChangeLike(of post: Post) { likedPosts.append(post) }
    func didFailToChangeLike(ofPostId postId: String, problem: ConnectionProblem) { likeProblems.append(problem) }

    var pictures: [(picture: PixelImage, isLikeness: Bool, address: String)] = []
    var pictureProblems: [(address: String, problem: MediaProblem)] = []
    func didObtainPicture(_ picture: PixelImage, isLikeness: Bool, address: String) { pictures.append((picture, isLikeness, address)) }
    func didFailToObtainPicture(address: String, problem: MediaProblem) { pictureProblems.append((address, problem)) }
}

@MainActor
final class PostDetailModuleOutputSpy: PostDetailModuleOutput {
    var changes: [(postId: String, isLiked: Bool, likesCount: Int)] = []

    var commentCounts: [(postId: String, count: Int)] = []

    func didChangeLike(ofPostId postId: String, isLiked: Bool, likesCount: Int) { changes.append((postId, isLiked, likesCount)) }
    func didChangeCommentsCount(ofPostId postId: String, commentsCount: Int) { commentCounts.append((postId, commentsCount)) }
}

@MainActor
final class PostDetailViewOutputSpy: PostDetailViewOutput {
    var viewReadyEvents = 0
    var revealEvents = 0
    var backEvents = 0
    var likeEvents = 0
    var profileEvents = 0

    func didTriggerProfileEvent() { profileEvents += 1 }

    func didTriggerLikeEvent() { likeEvents += 1 }

    func didTriggerViewReadyEvent() { viewReadyEvents += 1 }
    func didTriggerRevealEvent() { revealEvents += 1 }
    func didTriggerBackEvent() { backEvents += 1 }

    var photoOffsets: [Int] = []
    var openOriginalEvents = 0
    func didTriggerPhotoEvent(offset: Int) { photoOffsets.append(offset) }
    func didTriggerOpenOriginalEvent() { openOriginalEvents += 1 }
    var viewPhotoEvents = 0
    func didTriggerViewPhotoEvent() { viewPhotoEvents += 1 }
}
