import ArgumentParser
import Localisation
import MastodonAPI
import Tintype
import TintypeApp

/// `tintype tag NAME`: a hashtag's newest photo posts, printed for a pipe or a script.
struct TagCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tag",
        abstract: Strings.cliTagAbstract
    )

    @OptionGroup var account: AccountOptions

    @Argument(help: ArgumentHelp(Strings.cliTagNameHelp))
    var name: String

    @OptionGroup var limit: PostLimitOptions

    @OptionGroup var output: OutputFormatOptions

    func run() async throws {
        let configuration = try account.resolve()
        do {
            TerminalWriter.write(
                try await TagListing.render(configuration: configuration, name: name, format: output.format, limit: limit.limit),
                terminator: "")
        } catch {
            throw fail(error, instance: configuration.instance.description)
        }
    }
}
