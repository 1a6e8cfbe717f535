import Foundation
import Imaging
import Localisation

/// Module is responsible for one post in full: its caption, every photo with its alt text, counts.
@MainActor
final class PostDetailPresenter: PostDetailModuleInput, PostDetailViewOutput, PostDetailInteractorOutput, CommentsModuleOutput {
    weak var view: (any PostDetailViewInput)?
    private weak var moduleOutput: (any PostDetailModuleOutput)?
    /// Not private: a test shows it is freed with the module.
    let interactor: any PostDetailInteractorInput
    private let router: any PostDetailRouterInput
    private let cellObjectFactory: PostDetailCellObjectFactory
    private let context: ModuleContext
    private(set) var state = PostDetailState()

    init(
        interactor: any PostDetailInteractorInput, router: any PostDetailRouterInput,
        cellObjectFactory: PostDetailCellObjectFactory, context: ModuleContext
    ) {
        self.interactor = interactor
        self.router = router
        self.cellObjectFactory = cellObjectFactory
        self.context = context
    }

    // MARK: - PostDetailModuleInput

    func configure(withPostId postId: String) {
        state.postId = postId
    }

    func setModuleOutput(_ moduleOutput: any PostDetailModuleOutput) {
        self.moduleOutput = moduleOutput
    }

    // MARK: - PostDetailViewOutput

    func didTriggerViewReadyEvent() {
        view?.setupInitialState()
        view?.showStatus(StatusLineViewModel(text: Strings.loadingPost, tone: .busy))
        interactor.obtainPost(withId: state.postId)
        router.embedCommentsModule(forPostId: state.postId, moduleOutput: self)
    }

    func didTriggerRevealEvent() {
        guard let post = state.post, !post.contentWarning.isEmpty || post.media.contains(where: \.isSensitive) else { return }
        state.isCaptionRevealed.toggle()
        showPost(post)
    }

    /// Shows the new like at once and tells the opener; the server's answer confirms or undoes it.
    func didTriggerLikeEvent() {
        guard let post = state.post else { return }
        let liked = post.withLike(!post.isLiked)
        state.likeAwaitingAnswer = liked.isLiked
        showLikeChange(of: liked)
        interactor.performLike(liked.isLiked, postId: liked.id)
    }

    func didTriggerPhotoEvent(offset: Int) {
        guard let post = state.post, post.media.count > 1 else { return }
        state.photoIndex = (state.photoIndex + offset + post.media.count) % post.media.count
        showPost(post)
        obtainPhotoShown(of: post)
    }

    func didTriggerViewPhotoEvent() {
        guard let post = state.post, post.media.indices.contains(state.photoIndex) else { return }
        router.openPhotoViewerModule(photos: post.media, startingAt: state.photoIndex, isRevealed: state.isCaptionRevealed)
    }

    func didTriggerOpenOriginalEvent() {
        guard let post = state.post, post.media.indices.contains(state.photoIndex),
            let address = post.media[state.photoIndex].url
        else { return }
        do {
            try router.openOriginal(at: address)
            view?.showStatus(StatusLineViewModel(text: Strings.openedInViewer))
        } catch {
            view?.showStatus(StatusLineViewModel(text: Strings.viewerFailed, tone: .error))
        }
    }

    func didTriggerProfileEvent() {
        guard let author = state.post?.author else { return }
        router.openProfileModule(withAccountId: author.id)
    }

    func didTriggerBackEvent() {
        interactor.cancelAllRequests()
        router.closeCurrentModule()
    }

    // MARK: - PostDetailInteractorOutput

    func didObtainPost(_ post: Post) {
        let post = state.likeAwaitingAnswer.map { post.withLike($0) } ?? post
        state.post = post
        state.photoIndex = min(state.photoIndex, max(0, post.media.count - 1))
        showPost(post)
        obtainPhotoShown(of: post)
        view?.showStatus(StatusLineViewModel(text: Strings.onlineStatus(context.instanceName)))
    }

    func didFailToObtainPost(_ problem: ConnectionProblem) {
        let reason = context.explain(problem)
        view?.showStatus(StatusLineViewModel(text: state.post == nil ? reason : Strings.offlinePost(reason), tone: .error))
    }

    /// Only the answer to the person's last choice is shown: an earlier one is already overtaken.
    func didChangeLike(of post: Post) {
        guard var shown = state.post, shown.id == post.id, state.likeAwaitingAnswer == post.isLiked else { return }
        state.likeAwaitingAnswer = nil
        shown.isLiked = post.isLiked
        shown.likesCount = post.likesCount
        showLikeChange(of: shown)
    }

    /// A refusal undoes the like; a server that did not answer keeps it, as the outbox does.
    func didFailToChangeLike(ofPostId postId: String, problem: ConnectionProblem) {
        guard let post = state.post, post.id == postId else { return }
        let reason = context.explain(problem)
        if problem.mayPass {
            view?.showStatus(StatusLineViewModel(text: Strings.likeWaiting(reason), tone: .warning))
            return
        }
        state.likeAwaitingAnswer = nil
        showLikeChange(of: post.withLike(!post.isLiked))
        view?.showStatus(StatusLineViewModel(text: Strings.likeFailed(reason), tone: .error))
    }

    func didObtainPicture(_ picture: PixelImage, isLikeness: Bool, address: String) {
        var known = state.pictures[address] ?? PictureState()
        if isLikeness { known.likeness = picture } else { known.picture = picture }
        state.pictures[address] = known
        if let post = state.post { showPost(post) }
    }

    func didFailToObtainPicture(address: String, problem: MediaProblem) {
        state.pictures[address, default: PictureState()].failure = context.explain(problem)
        if let post = state.post { showPost(post) }
    }

    // MARK: - CommentsModuleOutput

    func didSendComment(inReplyToId postId: String) {
        guard var post = state.post, post.id == postId else { return }
        post.commentsCount = post.commentsCount.movedSaturating(by: 1)
        state.post = post
        showPost(post)
        moduleOutput?.didChangeCommentsCount(ofPostId: post.id, commentsCount: post.commentsCount)
    }

    // MARK: - Private

    /// The photo shown, unless it came already.
    private func obtainPhotoShown(of post: Post) {
        guard let item = post.media[safe: state.photoIndex], item.stillAddress.flatMap({ state.pictures[$0]?.picture }) == nil
        else { return }
        interactor.obtainPicture(of: item)
    }

    /// Keeps, shows and tells the opening module the post's like as it now stands.
    private func showLikeChange(of post: Post) {
        state.post = post
        showPost(post)
        moduleOutput?.didChangeLike(ofPostId: post.id, isLiked: post.isLiked, likesCount: post.likesCount)
    }

    private func showPost(_ post: Post) {
        view?.showTitle(Strings.postTitle(post.author.displayName))
        view?.update(
            with: cellObjectFactory.cellObjects(
                for: post, isCaptionRevealed: state.isCaptionRevealed, photoIndex: state.photoIndex, pictures: state.pictures,
                now: context.now()))
    }
}
