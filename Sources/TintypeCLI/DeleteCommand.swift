import ArgumentParser
import Localisation
import MastodonAPI
import Tintype
import TintypeApp

/// `tintype delete`: takes one of my posts down by its id, through the outbox, and prints its id.
struct DeleteCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "delete", abstract: Strings.cliDeleteAbstract)

    @OptionGroup var account: AccountOptions

    @Argument(help: ArgumentHelp(Strings.cliPostIdHelp))
    var postId: String

    func run() async throws {
        let configuration = try account.resolve()
        do {
            let wasThere = try await PostPublishing.delete(postId: postId, configuration: configuration)
            TerminalWriter.write(wasThere ? postId : Strings.cliDeletedAlready(postId))
        } catch {
            throw fail(error, instance: configuration.instance.description)
        }
    }
}
