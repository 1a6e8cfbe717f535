import ArgumentParser
import Localisation
import Tintype
import TintypeApp

/// The account a command acts as.
struct AccountOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp(Strings.cliInstanceHelp, valueName: "url"))
    var instance: String?

    @Option(
        name: .long,
        help: ArgumentHelp(
            Strings.cliTokenHelp,
            valueName: "token"))
    var token: String?

    @Option(
        name: .long,
        help: ArgumentHelp(
            Strings.cliTokenFileHelp, valueName: "path"))
    var tokenFile: String?

    @Option(
        name: .long,
        help: ArgumentHelp(Strings.cliAccountHelp, valueName: "name"))
    var account: String?

    var choice: AccountChoice {
        AccountChoice(instance: instance, token: token, tokenFile: tokenFile, account: account)
    }

    func resolve() throws -> ApplicationConfiguration {
        try choice.resolve()
    }
}
