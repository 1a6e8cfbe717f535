import Localisation

/// Reports an account to the moderators, a post of theirs attached where there is one, through
/// the safety form; the status line says when the report went.
@MainActor
final class SafetyReports: SafetyFormModuleOutput {
    typealias StatusShower = @MainActor (_ text: String, _ tone: StatusLineViewModel.Tone) -> Void

    private weak var forms: (any AccountSafetyRouterInput)?
    private let showStatus: StatusShower

    /// `showStatus` puts a line in the screen's status line; it holds its presenter weakly.
    init(forms: (any AccountSafetyRouterInput)?, showStatus: @escaping StatusShower) {
        self.forms = forms
        self.showStatus = showStatus
    }

    /// The form that asks why, with a word for the moderators.
    func report(_ account: Author, post: ReportedPost? = nil) {
        forms?.openSafetyFormModule(for: .report(account, post: post), moduleOutput: self)
    }

    func didSendReport(about author: Author) {
        showStatus(Strings.reportSent(author.handle), .normal)
    }
}
