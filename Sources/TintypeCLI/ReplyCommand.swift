import ArgumentParser
import Tintype

/// `tintype reply`: comments on a post, through the outbox, and prints the comment's id.
struct ReplyCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "reply",
        abstract: "Comment on a post; prints the new comment's id.",
        discussion: """
            The comment is saved in the outbox before it is sent. If the server cannot be reached it \
            stays there and is sent, with the same Idempotency-Key, the next time tintype starts.
            Example: tintype reply 110 "Lovely light!"
            """
    )

    @OptionGroup var account: AccountOptions

    @Argument(help: "The id of the post (or comment) to answer.")
    var postId: String

    @Argument(help: "The comment's text.")
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
