import Localisation

extension StatusLineViewModel {
    /// A like, boost or save that did not reach the server: it waits in the outbox (`mayPass`),
    /// or was refused and undone.
    static func choiceProblem(_ choice: PostChoice, reason: String, mayPass: Bool) -> StatusLineViewModel {
        mayPass
            ? StatusLineViewModel(text: Strings.choiceWaiting(choice, reason: reason), tone: .warning)
            : StatusLineViewModel(text: Strings.choiceFailed(choice, reason: reason), tone: .error)
    }
}
