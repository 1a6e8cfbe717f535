import ArgumentParser
import Foundation
import Tintype

/// Prints one clear line on standard error and exits with a failure code.
func fail(_ error: any Error, instance: String) -> ExitCode {
    let message = "tintype: " + ErrorExplanation.describe(error, instance: instance) + "\n"
    FileHandle.standardError.write(Data(message.utf8))
    return ExitCode.failure
}
