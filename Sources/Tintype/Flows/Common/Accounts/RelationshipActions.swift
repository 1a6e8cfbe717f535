import Localisation

/// Follows, blocks, mutes and answers follow requests for a screen, saying in its status line
/// what waits and how the server answered: the same words on a profile as in the activity. A
/// block is asked first, and made when the same key comes again.
@MainActor
final class RelationshipActions {
    typealias StatusShower = @MainActor (_ text: String, _ tone: StatusLineViewModel.Tone) -> Void

    private let interactor: any RelationshipChangeInteractorInput
    private let explain: @MainActor (ConnectionProblem) -> String
    private let showStatus: StatusShower
    /// The handles of the accounts changed, for the words of the answers.
    private var handles: [String: String] = [:]
    /// The account whose block was asked about, waiting for the key again.
    private var blockAskedOf: String?

    /// `showStatus` puts a line in the screen's status line; it holds its presenter weakly.
    init(
        interactor: any RelationshipChangeInteractorInput, explain: @escaping @MainActor (ConnectionProblem) -> String,
        showStatus: @escaping StatusShower
    ) {
        self.interactor = interactor
        self.explain = explain
        self.showStatus = showStatus
    }

    /// Follows (asks to, where the account is locked), or takes the follow or the request back.
    func toggleFollow(of account: Author, isLocked: Bool) {
        handles[account.id] = account.handle
        showStatus(Strings.followWaits, .busy)
        interactor.toggleFollow(accountId: account.id, accountIsLocked: isLocked)
    }

    /// Follows back an account that follows me; whether that is a request only the answer says.
    func followBack(_ account: Author) {
        send(.follow(true, accountIsLocked: false), about: account)
    }

    func answerRequest(of account: Author, accepting: Bool) {
        send(.answerFollowRequest(accepting: accepting), about: account)
    }

    /// Unblocks at once; blocks once asked and confirmed (`isRepeated`: the same key again).
    func toggleBlock(of account: Author, standing: Relationship?, isRepeated: Bool) {
        let isBlocking = standing?.isBlocking ?? false
        let isConfirmed = isRepeated && blockAskedOf == account.id
        blockAskedOf = nil
        guard isBlocking || isConfirmed else {
            blockAskedOf = account.id
            return showStatus(Strings.blockQuestion(account.handle), .warning)
        }
        send(.block(!isBlocking), about: account)
    }

    func mute(_ account: Author, for duration: MuteDuration, hidingNotifications: Bool) {
        send(.mute(duration, hidingNotifications: hidingNotifications), about: account)
    }

    func unmute(_ account: Author) {
        send(.unmute, about: account)
    }

    /// What the screen's interactor heard of a change: said in the status line.
    func didSettle(_ request: RelationshipRequest, accountId: String, to after: Result<Relationship, ConnectionProblem>) {
        switch after {
        case .success(let relationship):
            showStatus(RelationshipWording.answer(to: request, handle: handles[accountId] ?? "", standing: relationship), .normal)
        case .failure(let problem):
            showStatus(RelationshipWording.failure(of: request, reason: explain(problem)), .error)
        }
    }

    private func send(_ request: RelationshipRequest, about account: Author) {
        handles[account.id] = account.handle
        showStatus(RelationshipWording.waiting(for: request), .busy)
        interactor.changeRelationship(request, accountId: account.id)
    }
}
