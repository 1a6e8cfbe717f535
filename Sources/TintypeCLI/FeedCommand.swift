import ArgumentParser
import Localisation
import Tintype

/// `tintype feed`: the home feed printed, for reading in a pipe or for scripts.
struct FeedCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "feed", abstract: Strings.cliFeedAbstract)

    @OptionGroup var account: AccountOptions

    @OptionGroup var output: OutputFormatOptions

    @Option(name: .long, help: ArgumentHelp(Strings.cliFeedLimitHelp))
    var limit = 20

    func validate() throws {
        if !(1...40).contains(limit) { throw ValidationError(Strings.cliFeedLimitError) }
    }

    func run() async throws {
        let configuration = try account.resolve()
        do {
            TerminalWriter.write(
                try await FeedListing.render(configuration: configuration, format: output.format, limit: limit),
                terminator: "")
        } catch {
            throw fail(error, instance: configuration.instance.description)
        }
    }
}
