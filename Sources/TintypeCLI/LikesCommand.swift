import ArgumentParser
import Localisation
import MastodonAPI
import Tintype
import TintypeApp

/// `tintype likes`: who liked my posts, or the posts I liked, printed for a pipe or a script.
struct LikesCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "likes",
        abstract: Strings.cliLikesAbstract,
        discussion: Strings.cliLikesDiscussion
    )

    @OptionGroup var account: AccountOptions

    @Flag(name: .long, help: ArgumentHelp(Strings.cliLikesMineHelp))
    var mine = false

    @OptionGroup var output: OutputFormatOptions

    func run() async throws {
        let configuration = try account.resolve()
        do {
            TerminalWriter.write(
                try await LikesListing.render(configuration: configuration, mine: mine, format: output.format),
                terminator: "")
        } catch {
            throw fail(error, instance: configuration.instance.description)
        }
    }
}
