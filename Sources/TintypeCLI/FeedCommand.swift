import ArgumentParser
import Localisation
import MastodonAPI
import Tintype

/// `tintype feed`: the home feed printed, for reading in a pipe or for scripts.
struct FeedCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "feed", abstract: Strings.cliFeedAbstract)

    @OptionGroup var account: AccountOptions

    @OptionGroup var output: OutputFormatOptions

    @OptionGroup var limit: PostLimitOptions

    func run() async throws {
        let configuration = try account.resolve()
        do {
            TerminalWriter.write(
                try await FeedListing.render(configuration: configuration, format: output.format, limit: limit.limit),
                terminator: "")
        } catch {
            throw fail(error, instance: configuration.instance.description)
        }
    }
}
