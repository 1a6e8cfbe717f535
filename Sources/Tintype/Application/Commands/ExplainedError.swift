import Localisation
import TerminalUI

/// An error that is worded for a person as it stands: ErrorExplanation shows its explanation on
/// the command line and in the sign-in screen.
public protocol ExplainedError: Error {
    var explanation: String { get }
}

extension ExplainedError where Self: CustomStringConvertible {
    public var explanation: String { description }
}

extension CommandError: ExplainedError {}

// TerminalUI reports what happened; the app words it.
extension NcursesScreen.StartError: ExplainedError {
    public var explanation: String { Strings.explain(self) }
}
