import ArgumentParser
import Localisation
import MastodonAPI
import Tintype
import TintypeApp

/// `tintype send`: a direct message to one or more people, through the outbox; prints its id.
struct SendCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "send",
        abstract: Strings.cliSendAbstract,
        discussion: Strings.cliSendDiscussion
    )

    @OptionGroup var account: AccountOptions

    @Argument(help: ArgumentHelp(Strings.cliRecipientsHelp, valueName: "@handle… text"))
    var words: [String] = []

    var handles: [String] { words.dropLast().map { String($0.drop { $0 == "@" }) } }

    func validate() throws {
        guard words.count >= 2 else { throw ValidationError(Strings.cliNoRecipients) }
        if let notHandle = words.dropLast().first(where: { !$0.hasPrefix("@") || $0.count < 2 }) {
            throw ValidationError(Strings.cliNotAHandle(notHandle))
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
