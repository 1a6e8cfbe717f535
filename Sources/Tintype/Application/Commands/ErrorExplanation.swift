import Foundation
import Localisation
import MastodonAPI
import TerminalUI

/// One line for any error a command can meet, for the command line's standard error.
public enum ErrorExplanation {
    public static func describe(_ error: any Error, instance: String) -> String {
        if case CommandError.leftInOutbox(let problem) = error {
            return Strings.explain(problem, instance: instance) + "; " + Strings.keptInOutbox
        }
        if let failure = error as? LoopbackRedirect.Failure {
            return Strings.explain(failure)
        }
        if let failure = error as? NcursesScreen.StartError {
            return Strings.explain(failure)
        }
        if let explained = error as? any ExplainedError {
            return explained.description
        }
        return Strings.explain(ConnectionProblemMapper.problem(from: error), instance: instance)
    }
}
