import Localisation

extension StatusLineViewModel {
    /// A like, boost or save that did not reach the server: it waits in the outbox (`mayPass`),
    /// or was refused and undone.
    static func choiceProblem(_ choice: PostChoice, reason: String, mayPass: Bool) -> StatusLineViewModel {
        mayPass
            ? StatusLineViewModel(text: Strings.choiceWaiting(choice, reason: reason), tone: .warning)
            : StatusLineViewModel(text: Strings.choiceFailed(choice, reason: reason), tone: .error)
    }

    /// A translation the server refused: Mastodon answers 403 where no service is set up, the post
    /// is not public or the language is one the service lacks; or why it failed.
    static func translationProblem(_ problem: ConnectionProblem, explain: (ConnectionProblem) -> String) -> StatusLineViewModel {
        switch problem {
        case .forbidden: StatusLineViewModel(text: Strings.translationNotOffered, tone: .warning)
        default: StatusLineViewModel(text: Strings.translationFailed(explain(problem)), tone: .error)
        }
    }

    /// A photo in full handed to the person's image viewer, or a viewer that could not start.
    static func originalOpening(_ opened: Bool) -> StatusLineViewModel {
        opened ? StatusLineViewModel(text: Strings.openedInViewer) : StatusLineViewModel(text: Strings.viewerFailed, tone: .error)
    }
}
