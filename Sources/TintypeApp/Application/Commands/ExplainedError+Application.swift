import Localisation
import MastodonAPI
import Tintype

extension ApplicationConfiguration.ConfigurationError: ExplainedError {}
extension ConfigurationFileError: ExplainedError {}
extension TokenSource.ReadError: ExplainedError {}
extension AccountBook.Failure: ExplainedError {}
extension SignIn.Failure: ExplainedError {}

// MastodonAPI reports what happened; the app words it.
extension LoopbackRedirect.Failure: ExplainedError {
    public var explanation: String { Strings.explain(self) }
}
