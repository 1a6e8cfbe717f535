import ArgumentParser
import Localisation
import MastodonAPI
import Tintype
import TintypeApp

/// `tintype edit`: changes one of my posts by its id: its caption, warning, sensitivity or its
/// photos' alt texts; what is not given stays as it is. Prints the post's id.
struct EditCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "edit", abstract: Strings.cliEditAbstract)

    @OptionGroup var account: AccountOptions

    @Option(name: .long, help: ArgumentHelp(Strings.cliEditTextHelp, valueName: "text"))
    var text: String?

    @Option(name: .customLong("cw"), help: ArgumentHelp(Strings.cliContentWarningHelp, valueName: "text"))
    var contentWarning: String?

    @Flag(inversion: .prefixedNo, help: ArgumentHelp(Strings.cliSensitiveHelp))
    var sensitive: Bool?

    @Option(name: .long, help: ArgumentHelp(Strings.cliEditAltHelp, valueName: "text"))
    var alt: [String] = []

    @Argument(help: ArgumentHelp(Strings.cliPostIdHelp))
    var postId: String

    func run() async throws {
        let configuration = try account.resolve()
        let change = PostPublishing.Edit(text: text, contentWarning: contentWarning, isSensitive: sensitive, altTexts: alt)
        do {
            try await PostPublishing.edit(postId: postId, change, configuration: configuration)
            TerminalWriter.write(postId)
        } catch {
            throw fail(error, instance: configuration.instance.description)
        }
    }
}
