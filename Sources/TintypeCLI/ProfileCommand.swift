import ArgumentParser
import Tintype

/// `tintype profile`: a profile printed, for reading in a pipe or for scripts.
struct ProfileCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "profile",
        abstract: "Print a profile without the screen: yours, or the account with this handle.",
        discussion: "A handle is @name for this instance, or @name@server for another."
    )

    @OptionGroup var account: AccountOptions

    @Argument(help: "The account, such as @grace or @grace@pixelfed.social; none for your own.")
    var handle: String?

    @OptionGroup var output: OutputFormatOptions

    func validate() throws {
        if let handle, handle.trimmingCharacters(in: .init(charactersIn: "@ ")).isEmpty {
            throw ValidationError("a handle needs a name, such as @grace")
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
