import ArgumentParser
import Tintype
import TintypeApp

/// The account named on the command line (`--instance`, `--token`, `--token-file`, `--account`),
/// as plain values: what `AccountOptions` parses, and what `PlainOptions` reads without the parser.
struct AccountChoice: Equatable {
    static let optionNames = ["--instance", "--token", "--token-file", "--account"]

    var instance: String?
    var token: String?
    var tokenFile: String?
    var account: String?

    init(instance: String? = nil, token: String? = nil, tokenFile: String? = nil, account: String? = nil) {
        self.instance = instance
        self.token = token
        self.tokenFile = tokenFile
        self.account = account
    }

    init(_ options: PlainOptions) {
        self.init(
            instance: options.value(of: "--instance"), token: options.value(of: "--token"),
            tokenFile: options.value(of: "--token-file"), account: options.value(of: "--account"))
    }

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
