import Foundation
import TerminalUI

/// One line for any error a command can meet, for the command line's standard error.
public enum ErrorExplanation {
    public static func describe(_ error: any Error, instance: String) -> String {
        if let configurationError = error as? ApplicationConfiguration.ConfigurationError {
            return configurationError.description
        }
        if let tokenError = error as? TokenSource.ReadError {
            return tokenError.description
        }
        if let screenError = error as? NcursesScreen.StartError {
            return screenError.description
        }
        if case CommandError.leftInOutbox(let problem) = error {
            return Strings.explain(problem, instance: instance) + "; " + Strings.keptInOutbox
        }
        if let commandError = error as? CommandError {
            return commandError.description
        }
        return Strings.explain(ConnectionProblemMapper.problem(from: error), instance: instance)
    }
}
