import MastodonAPI
import TerminalUI

/// An error whose description is already the sentence a person reads on the command line.
public protocol ExplainedError: Error, CustomStringConvertible {}

extension ApplicationConfiguration.ConfigurationError: ExplainedError {}
extension TokenSource.ReadError: ExplainedError {}
extension CommandError: ExplainedError {}
extension AccountBook.Failure: ExplainedError {}
extension SignIn.Failure: ExplainedError {}
extension ConfigurationFileError: ExplainedError {}
