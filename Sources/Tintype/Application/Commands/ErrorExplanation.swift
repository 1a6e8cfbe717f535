import FoundationEssentials
import Localisation

/// One line for any error a command can meet, for the command line's standard error.
public enum ErrorExplanation {
    public static func describe(_ error: any Error, instance: String) -> String {
        if case CommandError.leftInOutbox(let problem) = error {
            return Strings.explain(problem, instance: instance) + "; " + Strings.keptInOutbox
        }
        if let explained = error as? any ExplainedError {
            return explained.explanation
        }
        return Strings.explain(ConnectionProblemMapper.problem(from: error), instance: instance)
    }
}
