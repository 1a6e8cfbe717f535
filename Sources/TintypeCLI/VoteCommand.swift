import ArgumentParser
import Localisation
import MastodonAPI
import Tintype
import TintypeApp

/// `tintype vote`: votes in a post's poll by the numbers of its options, and prints the post with
/// the shares.
struct VoteCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "vote", abstract: Strings.cliVoteAbstract)

    @OptionGroup var account: AccountOptions
    @OptionGroup var output: OutputFormatOptions

    @Argument(help: ArgumentHelp(Strings.cliPostIdHelp))
    var postId: String

    @Argument(help: ArgumentHelp(Strings.cliVoteChoicesHelp))
    var choices: [Int]

    func validate() throws {
        if choices.isEmpty || choices.contains(where: { $0 < 1 }) { throw ValidationError(Strings.cliVoteChoicesError) }
    }

    func run() async throws {
        let configuration = try account.resolve()
        do {
            // The people's numbers start at 1, the server's places at 0; each option once.
            let places = Array(Set(choices.map { $0 - 1 })).sorted()
            let post = try await PostPublishing.vote(postId: postId, choices: places, configuration: configuration)
            TerminalWriter.write(try FeedListing.text(of: [post], format: output.format), terminator: "")
        } catch {
            throw fail(error, instance: configuration.instance.description)
        }
    }
}
