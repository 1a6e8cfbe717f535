import ArgumentParser
import Foundation
import Tintype

/// The account a command acts as.
struct AccountOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp("The instance, such as https://pixelfed.social.", valueName: "url"))
    var instance: String?

    @Option(name: .long, help: ArgumentHelp("An access token of the account (or TINTYPE_TOKEN).", valueName: "token"))
    var token: String?

    func resolve() throws -> ApplicationConfiguration {
        do {
            return try ApplicationConfiguration.resolve(instance: instance, token: token)
        } catch {
            throw ValidationError(ErrorExplanation.describe(error, instance: instance ?? ""))
        }
    }
}
