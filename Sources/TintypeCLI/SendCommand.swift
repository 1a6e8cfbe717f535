import ArgumentParser
import Tintype

/// `tintype send`: a direct message to one or more people, through the outbox; prints its id.
struct SendCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "send",
        abstract: "Send a direct message to one or more people; prints the new message's id.",
        discussion: """
            The message is saved in the outbox before it is sent, and answers the last message of \
            the conversation with the same people. If the server cannot be reached it stays there \
            and is sent, with the same Idempotency-Key, the next time tintype starts.
            Example: tintype send @grace @alan "See you at six"
            """
    )

    @OptionGroup var account: AccountOptions

    @Argument(help: ArgumentHelp("The people to write to, then the message.", valueName: "@handle… text"))
    var words: [String] = []

    var handles: [String] { words.dropLast().map { String($0.drop { $0 == "@" }) } }

    func validate() throws {
        guard words.count >= 2 else { throw ValidationError("name at least one @handle, then the message") }
        if let notHandle = words.dropLast().first(where: { !$0.hasPrefix("@") || $0.count < 2 }) {
            throw ValidationError("\(notHandle) is not an @handle: the people come first, then the message in quotes")
        }
    }

    func run() async throws {
        let configuration = try account.resolve()
        do {
            TerminalWriter.write(
                try await PostPublishing.message(toHandles: handles, text: words.last ?? "", configuration: configuration))
        } catch {
            throw fail(error, instance: configuration.instance.description)
        }
    }
}
