import Localisation

/// Follows, blocks, mutes, reports and answers follow requests for a screen, saying in its status
/// line what waits and how the server answered: the same words on a profile as in the activity. A
/// block is asked first, and made when the same key comes again; a mute and a report go through the
/// safety form, whose answer comes back here.
@MainActor
final class RelationshipActions: SafetyFormModuleOutput {
    typealias StatusShower = @MainActor (_ text: String, _ tone: StatusLineViewModel.Tone) -> Void

    private let interactor: any RelationshipChangeInteractorInput
    /// Opens the safety form; a screen without one offers no mute form and no report.
    private weak var forms: (any AccountSafetyRouterInput)?
    private let explain: @MainActor (ConnectionProblem) -> String
    private let showStatus: StatusShower
    /// The handles of the accounts changed, for the words of the answers.
    private var handles: [String: String] = [:]
    /// The account whose block was asked about, waiting for the key again.
    private var blockAskedOf: String?
    private lazy var reports = SafetyReports(forms: forms, showStatus: showStatus)

    /// `showStatus` puts a line in the screen's status line; it holds its presenter weakly.
    init(
        interactor: any RelationshipChangeInteractorInput, forms: (any AccountSafetyRouterInput)? = nil,
        explain: @escaping @MainActor (ConnectionProblem) -> String, showStatus: @escaping StatusShower
    ) {
        self.interactor = interactor
        self.forms = forms
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

    /// Unmutes at once; a mute asks first, in the form, for how long.
    func toggleMute(of account: Author, standing: Relationship?) {
        guard standing?.isMuting ?? false else {
            handles[account.id] = account.handle
            forms?.openSafetyFormModule(for: .mute(account), moduleOutput: self)
            return
        }
        send(.unmute, about: account)
    }

    /// The form that asks why, with a word for the moderators.
    func report(_ account: Author) {
        reports.report(account)
    }

    // MARK: - SafetyFormModuleOutput

    func didChooseMute(ofAccountId accountId: String, for duration: MuteDuration, hidingNotifications: Bool) {
        send(.mute(duration, hidingNotifications: hidingNotifications), about: accountId)
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
        send(request, about: account.id)
    }

    private func send(_ request: RelationshipRequest, about accountId: String) {
        showStatus(RelationshipWording.waiting(for: request), .busy)
        interactor.changeRelationship(request, accountId: accountId)
    }
}
