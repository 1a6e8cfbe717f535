import ArgumentParser
import Tintype

/// `tintype feed`: the home feed printed, for reading in a pipe or for scripts.
struct FeedCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "feed", abstract: "Print the home feed without the screen.")

    @OptionGroup var account: AccountOptions

    @OptionGroup var output: OutputFormatOptions

    @Option(name: .long, help: "How many posts, 1 to 40.")
    var limit = 20

    func validate() throws {
        if !(1...40).contains(limit) { throw ValidationError("--limit takes 1 to 40") }
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
