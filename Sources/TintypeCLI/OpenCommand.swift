import ArgumentParser
import Localisation
import Tintype
import TintypeApp

/// `tintype open`, the default: the home feed on the terminal.
struct OpenCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "open", abstract: Strings.cliOpenAbstract)

    @OptionGroup var account: AccountOptions
    @OptionGroup var pictureOptions: PictureOptions

    func run() async throws {
        try await AppOpening.run(OpenArguments(account: account.choice, pictures: pictureOptions.pictures))
    }
}
