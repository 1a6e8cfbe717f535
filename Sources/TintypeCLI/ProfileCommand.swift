import ArgumentParser
import Localisation
import MastodonAPI
import Tintype
import TintypeApp

/// `tintype profile`: a profile printed, for reading in a pipe or for scripts.
struct ProfileCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "profile",
        abstract: Strings.cliProfileAbstract,
        discussion: Strings.cliProfileDiscussion
    )

    @OptionGroup var account: AccountOptions

    @Argument(help: ArgumentHelp(Strings.cliHandleHelp))
    var handle: String?

    @OptionGroup var output: OutputFormatOptions

    func validate() throws {
        if let handle, handle.allSatisfy({ $0 == "@" || $0 == " " }) {
            throw ValidationError(Strings.cliHandleWithoutName)
        }
    }

    func run() async throws {
        let configuration = try account.resolve()
        do {
            TerminalWriter.write(
                try await ProfileListing.render(configuration: configuration, handle: handle, format: output.format),
                terminator: "")
        } catch {
            throw fail(error, instance: configuration.instance.description)
        }
    }
}
