import ArgumentParser
import FoundationEssentials
import Tintype
import TintypeApp

/// Prints one clear line on standard error and exits with a failure code.
func fail(_ error: any Error, instance: String) -> ExitCode {
    TerminalWriter.writeError("tintype: " + ErrorExplanation.describe(error, instance: instance))
    return ExitCode.failure
}
