import Localisation
import MastodonAPI
import TerminalUI

/// An error that is worded for a person as it stands: ErrorExplanation shows its explanation on
/// the command line and in the sign-in screen.
public protocol ExplainedError: Error {
    var explanation: String { get }
}

extension ExplainedError where Self: CustomStringConvertible {
    public var explanation: String { description }
}

extension ApplicationConfiguration.ConfigurationError: ExplainedError {}
extension TokenSource.ReadError: ExplainedError {}
extension CommandError: ExplainedError {}
extension AccountBook.Failure: ExplainedError {}
extension SignIn.Failure: ExplainedError {}
extension ConfigurationFileError: ExplainedError {}

// TerminalUI and MastodonAPI report what happened; the app words it.
extension NcursesScreen.StartError: ExplainedError {
    public var explanation: String { Strings.explain(self) }
}

extension LoopbackRedirect.Failure: ExplainedError {
    public var explanation: String { Strings.explain(self) }
}
