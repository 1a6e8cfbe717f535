import ArgumentParser
import Localisation
import MastodonAPI
import Tintype
import TintypeApp

/// `tintype messages`: the direct conversations, printed for a pipe or a script.
struct MessagesCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "messages",
        abstract: Strings.cliMessagesAbstract,
        discussion: Strings.cliMessagesDiscussion
    )

    @OptionGroup var account: AccountOptions

    @OptionGroup var output: OutputFormatOptions

    func run() async throws {
        let configuration = try account.resolve()
        do {
            TerminalWriter.write(try await MessagesListing.render(configuration: configuration, format: output.format), terminator: "")
        } catch {
            throw fail(error, instance: configuration.instance.description)
        }
    }
}
