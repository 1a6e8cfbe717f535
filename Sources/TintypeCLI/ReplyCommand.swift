import ArgumentParser
import Localisation
import MastodonAPI
import Tintype
import TintypeApp

/// `tintype reply`: comments on a post, through the outbox, and prints the comment's id.
struct ReplyCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "reply",
        abstract: Strings.cliReplyAbstract,
        discussion: Strings.cliReplyDiscussion
    )

    @OptionGroup var account: AccountOptions

    @Argument(help: ArgumentHelp(Strings.cliReplyTargetHelp))
    var postId: String

    @Argument(help: ArgumentHelp(Strings.cliCommentTextHelp))
    var text: String

    func run() async throws {
        let configuration = try account.resolve()
        do {
            TerminalWriter.write(try await PostPublishing.reply(to: postId, text: text, configuration: configuration))
        } catch {
            throw fail(error, instance: configuration.instance.description)
        }
    }
}
