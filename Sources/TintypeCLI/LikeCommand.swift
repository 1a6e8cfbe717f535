import ArgumentParser
import Localisation
import MastodonAPI
import Tintype
import TintypeApp

/// `tintype like`: likes a post by its id.
struct LikeCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "like", abstract: Strings.cliLikeAbstract)

    @OptionGroup var account: AccountOptions

    @Argument(help: ArgumentHelp(Strings.cliPostIdHelp))
    var postId: String

    func run() async throws {
        let configuration = try account.resolve()
        do {
            try await PostPublishing.like(postId: postId, configuration: configuration)
        } catch {
            throw fail(error, instance: configuration.instance.description)
        }
    }
}
