import MastodonAPI
import Tintype
import TintypeApp

/// `tintype feed` with the account's options, `--plain` or `--json`, `--limit` and the timeline,
/// read without ArgumentParser where it would take them without a word (`PlainOptions`).
struct FeedArguments: Equatable {
    var account = AccountChoice()
    var format = FeedListing.Format.plain
    var limit = PostLimitOptions.standard
    /// Home when nil.
    var timeline: TimelineSource?

    static func parse(_ arguments: [String]) -> FeedArguments? {
        guard arguments.first == "feed",
            let options = PlainOptions(
                arguments.dropFirst(), options: AccountChoice.optionNames + ["--limit", "--list"],
                flags: ["--plain", "--json", "--local", "--federated"])
        else { return nil }
        guard let format = OutputFormatOptions.format(plain: options.has("--plain"), json: options.has("--json")) else { return nil }
        let isHome = !options.has("--local") && !options.has("--federated") && options.value(of: "--list") == nil
        let timeline = TimelineOptions.source(
            local: options.has("--local"), federated: options.has("--federated"), list: options.value(of: "--list"))
        // More than one timeline named: the parser says why.
        guard isHome || timeline != nil else { return nil }
        var feed = FeedArguments(account: AccountChoice(options), format: format, timeline: timeline)
        if let limit = options.value(of: "--limit") {
            guard let number = Int(limit), PostLimitOptions.allowed.contains(number) else { return nil }
            feed.limit = number
        }
        return feed
    }

    /// Prints the feed, or fails with one line worded for the instance.
    func run() async throws {
        let configuration = try account.resolve()
        do {
            TerminalWriter.write(
                try await FeedListing.render(configuration: configuration, format: format, limit: limit, timeline: timeline),
                terminator: "")
        } catch {
            throw fail(error, instance: configuration.instance.description)
        }
    }
}
