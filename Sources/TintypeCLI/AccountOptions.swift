import ArgumentParser
import Foundation
import Tintype

/// The account a command acts as.
struct AccountOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp("The instance, such as https://pixelfed.social.", valueName: "url"))
    var instance: String?

    @Option(
        name: .long,
        help: ArgumentHelp(
            "An access token of the account (or TINTYPE_TOKEN); - reads it from standard input. Others on this machine can see an option in ps: prefer --token-file or -.",
            valueName: "token"))
    var token: String?

    @Option(
        name: .long,
        help: ArgumentHelp(
            "A file holding the token, readable by you alone (chmod 600), or TINTYPE_TOKEN_FILE.", valueName: "path"))
    var tokenFile: String?

    @Option(
        name: .long,
        help: ArgumentHelp("A signed-in account, as tintype accounts lists it (name@instance); the default otherwise.", valueName: "name"))
    var account: String?

    /// As `resolve`, but nil when nothing names an account and none is signed in.
    func resolveUnlessNobodyIsSignedIn(settings: ConfigurationFile) throws -> ApplicationConfiguration? {
        do {
            return try configuration(settings: settings)
        } catch ApplicationConfiguration.ConfigurationError.missingToken where instance == nil && account == nil {
            return nil
        } catch {
            throw ValidationError(ErrorExplanation.describe(error, instance: instance ?? ""))
        }
    }

    func resolve() throws -> ApplicationConfiguration {
        let settings: ConfigurationFile
        do {
            settings = try ApplicationSettings.load().file
        } catch {
            // A broken configuration file is said as it is, without the usage a wrong option gets.
            throw fail(error, instance: "")
        }
        do {
            return try configuration(settings: settings)
        } catch {
            throw ValidationError(ErrorExplanation.describe(error, instance: instance ?? ""))
        }
    }

    private func configuration(settings: ConfigurationFile) throws -> ApplicationConfiguration {
        try ApplicationConfiguration.resolve(
            instance: instance, token: token, tokenFile: tokenFile, account: account, configuredAccount: settings.defaultAccount)
    }
}
