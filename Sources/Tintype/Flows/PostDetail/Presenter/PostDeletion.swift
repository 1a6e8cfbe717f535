import Localisation

/// Taking my post down from its screen, which cannot be undone: the first press names the post
/// and asks, the same key pressed again next does it, to write it again or not. Only my own
/// posts; while who is signed in is not known yet, the server is left to refuse someone else's.
@MainActor
final class PostDeletion {
    typealias StatusShower = @MainActor (_ text: String, _ tone: StatusLineViewModel.Tone) -> Void

    private let interactor: any PostDetailInteractorInput
    private let explain: @MainActor (ConnectionProblem) -> String
    private let showStatus: StatusShower
    /// Asked to be confirmed, to write it again or not (nil: not asked).
    private var askedWritingAgain: Bool?
    /// The post is being taken down: nothing more is sent about it.
    private(set) var isDeleting = false

    /// `showStatus` puts a line in the screen's status line; it holds its presenter weakly.
    init(
        interactor: any PostDetailInteractorInput, explain: @escaping @MainActor (ConnectionProblem) -> String,
        showStatus: @escaping StatusShower
    ) {
        self.interactor = interactor
        self.explain = explain
        self.showStatus = showStatus
    }

    /// `mayBeMine`: the post is mine, or who is signed in is not known yet. `isRepeated`: the same
    /// key as the one before, with none between, however long the question waited on screen.
    func delete(_ post: Post, mayBeMine: Bool, writingAgain: Bool, isRepeated: Bool) {
        guard !isDeleting else { return }
        guard mayBeMine else { return showStatus(Strings.deleteOnlyYours, .normal) }
        guard isRepeated, askedWritingAgain == writingAgain else {
            askedWritingAgain = writingAgain
            let named = Strings.postNamed(post)
            return showStatus(writingAgain ? Strings.deleteAndWriteAgainConfirmation(named) : Strings.deleteConfirmation(named), .warning)
        }
        askedWritingAgain = nil
        isDeleting = true
        showStatus(Strings.deleting, .busy)
        interactor.deletePost(withId: post.id, keepingAsDraft: writingAgain)
    }

    /// Down on the server: the screen closes.
    func didDelete() {
        isDeleting = false
    }

    /// Still up: waiting for a server that did not answer, or refused.
    func didFail(_ problem: ConnectionProblem) {
        isDeleting = false
        let reason = explain(problem)
        problem.mayPass ? showStatus(Strings.deleteWaiting(reason), .warning) : showStatus(Strings.deleteFailed(reason), .error)
    }
}
