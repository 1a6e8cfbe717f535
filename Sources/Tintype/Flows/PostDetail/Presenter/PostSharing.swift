import Localisation

/// How a post's screen passes the post on: quote it in the composer, open the post it quotes,
/// list the posts quoting mine, take my post out of a post quoting it, copy its address. Taking
/// it out asks first: the first press says what it does, the same key pressed again next does it.
@MainActor
final class PostSharing {
    typealias StatusShower = @MainActor (_ text: String, _ tone: StatusLineViewModel.Tone) -> Void

    private let interactor: any PostDetailInteractorInput
    private let router: any PostDetailRouterInput
    private let explain: @MainActor (ConnectionProblem) -> String
    private let showStatus: StatusShower
    private let copyToClipboard: @MainActor (String) -> Bool
    /// My post is being taken out of the quote: nothing more is sent about it.
    private var isRevoking = false

    /// `copyToClipboard` is the view's, `showStatus` puts a line in the screen's status line;
    /// both hold their presenter weakly.
    init(
        interactor: any PostDetailInteractorInput, router: any PostDetailRouterInput,
        explain: @escaping @MainActor (ConnectionProblem) -> String, copyToClipboard: @escaping @MainActor (String) -> Bool,
        showStatus: @escaping StatusShower
    ) {
        self.copyToClipboard = copyToClipboard
        self.interactor = interactor
        self.router = router
        self.explain = explain
        self.showStatus = showStatus
    }

    /// `"`: the composer, quoting the post.
    func quote(_ post: Post?) {
        post.map(router.openComposeModule(quoting:))
    }

    /// `Q`: the post this one quotes, where it is shown.
    func openQuoted(in post: Post?) {
        guard let quotedId = post?.quote?.quotedPostId else { return showStatus(Strings.noQuoteToOpen, .normal) }
        router.openPostDetailModule(postId: quotedId)
    }

    /// `w`: the posts quoting this one; only my own post's are listed. `mayBeMine`: the post is
    /// mine, or who is signed in is not known yet.
    func listQuotes(of post: Post?, mayBeMine: Bool) {
        guard let post else { return }
        guard mayBeMine else { return showStatus(Strings.quotesOnlyYours, .normal) }
        router.openQuotesModule(ofPostId: post.originalId)
    }

    /// `X` twice: my post, quoted in this one, is no longer shown in it. While who is signed in
    /// is not known yet, the server is left to refuse a post that is not mine.
    func revoke(_ post: Post?, by signedInAccountId: String?, isRepeated: Bool) {
        guard let post, !isRevoking else { return }
        guard case .shown(let quoted)? = post.quote, signedInAccountId.map({ $0 == quoted.author.id }) ?? true else {
            return showStatus(Strings.revokeQuoteNotYours, .normal)
        }
        guard isRepeated else { return showStatus(Strings.revokeQuoteAsk, .warning) }
        isRevoking = true
        showStatus(Strings.revokingQuote, .busy)
        interactor.revokeQuote(ofPostId: quoted.id, quotingPostId: post.originalId)
    }

    /// `y`: the post's own address on the terminal's clipboard, or why it cannot be.
    func copyAddress(of post: Post?) {
        guard let post else { return }
        let said = PostAddressCopy.copy(post, with: copyToClipboard)
        showStatus(said.text, said.tone)
    }

    /// The quote shows my post as removed, on every screen, through the store.
    func didRevoke() {
        isRevoking = false
        showStatus(Strings.quoteRevoked, .normal)
    }

    func didFail(_ problem: ConnectionProblem) {
        isRevoking = false
        showStatus(Strings.quoteNotRevoked(explain(problem)), .error)
    }
}
