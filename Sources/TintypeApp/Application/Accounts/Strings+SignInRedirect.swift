import Localisation
import MastodonAPI
import Tintype

/// The words of signing in through the browser, which MastodonAPI's loopback listener shows and
/// reports: the app words them, as it words every problem.
extension Strings {
    static func explain(_ failure: LoopbackRedirect.Failure) -> String {
        switch failure {
        case .refused(let reason?): signInNotAllowedBecause(reason)
        case .refused(nil): signInNotAllowed
        case .closed: signInGivenUp
        }
    }

    /// The pages the browser shows on coming back from the instance.
    static var redirectPages: LoopbackRedirectPages {
        LoopbackRedirectPages(
            signedIn: redirectPageSignedIn, refused: redirectPageRefused, foreign: redirectPageForeign, notFound: redirectPageNotFound)
    }
}
