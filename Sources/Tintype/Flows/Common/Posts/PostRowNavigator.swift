import Localisation

/// Where a row of posts leads, the same in every list of posts: the post in full, its author, who
/// liked it, its address on the clipboard. A post of mine still on its way has no page yet; a
/// refused one is written again in the composer, which takes it back. Hears what the post in full tells its opener.
@MainActor
final class PostRowNavigator: PostDetailModuleOutput {
    typealias StatusShower = @MainActor (_ text: String, _ tone: StatusLineViewModel.Tone) -> Void

    private let router: any PostRowsRouterInput
    private let showStatus: StatusShower
    private let copyToClipboard: @MainActor (String) -> Bool

    /// `showStatus` puts a line in the list's status line, `copyToClipboard` is the view's; both
    /// hold their presenter weakly.
    init(
        router: any PostRowsRouterInput, copyToClipboard: @escaping @MainActor (String) -> Bool,
        showStatus: @escaping StatusShower
    ) {
        self.router = router
        self.copyToClipboard = copyToClipboard
        self.showStatus = showStatus
    }

    func open(_ post: Post?) {
        guard let post else { return }
        switch post.delivery {
        case .sent: router.openPostDetailModule(postId: post.id, moduleOutput: self)
        case .sending: showStatus(Strings.postStillSending, .busy)
        case .notSent: router.openComposeModule()
        }
    }

    func openAuthor(of post: Post?) {
        post.map { router.openProfileModule(accountId: $0.author.id) }
    }

    /// Only a post on the server has likes to list.
    func openLikers(of post: Post?) {
        guard let post, post.delivery == .sent else { return }
        router.openAccountListModule(source: .likers(postId: post.originalId))
    }

    /// `y`: the post's own address on the terminal's clipboard, or why it cannot be.
    func copyAddress(of post: Post?) {
        guard let post else { return }
        let said = PostAddressCopy.copy(post, with: copyToClipboard)
        showStatus(said.text, said.tone)
    }

    // MARK: - PostDetailModuleOutput

    /// The post left the list through the store; one to write again is in the composer, opened on it.
    func didDeletePost(writingAgain: Bool) {
        showStatus(Strings.postDeleted, .normal)
        if writingAgain { router.openComposeModule() }
    }
}
