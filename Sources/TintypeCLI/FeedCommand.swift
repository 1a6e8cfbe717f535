import ArgumentParser
import Localisation
import MastodonAPI
import Tintype
import TintypeApp

/// `tintype feed`: the home feed printed, for reading in a pipe or for scripts.
struct FeedCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "feed", abstract: Strings.cliFeedAbstract)

    @OptionGroup var account: AccountOptions

    @OptionGroup var output: OutputFormatOptions

    @OptionGroup var limit: PostLimitOptions

    @OptionGroup var timeline: TimelineOptions

    func run() async throws {
        try await FeedArguments(account: account.choice, format: output.format, limit: limit.limit, timeline: timeline.source).run()
    }
}
