import ArgumentParser
import Localisation
import MastodonAPI
import Tintype
import TintypeApp

/// `tintype search QUERY`: what Explore finds, printed for a pipe or a script.
struct SearchCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "search",
        abstract: Strings.cliSearchAbstract,
        discussion: Strings.cliSearchDiscussion
    )

    /// One kind of result instead of all three.
    enum Scope: String, EnumerableFlag {
        case accounts, tags, posts

        static func help(for value: Scope) -> ArgumentHelp? {
            switch value {
            case .accounts: ArgumentHelp(Strings.cliSearchAccountsHelp)
            case .tags: ArgumentHelp(Strings.cliSearchTagsHelp)
            case .posts: ArgumentHelp(Strings.cliSearchPostsHelp)
            }
        }

        var category: SearchCategory {
            switch self {
            case .accounts: .accounts
            case .tags: .hashtags
            case .posts: .posts
            }
        }
    }

    @OptionGroup var account: AccountOptions

    @Argument(help: ArgumentHelp(Strings.cliSearchQueryHelp))
    var query: String

    @Flag var scope: Scope?

    @OptionGroup var output: OutputFormatOptions

    func run() async throws {
        let configuration = try account.resolve()
        do {
            TerminalWriter.write(
                try await SearchListing.render(configuration: configuration, query: query, kind: scope?.category, format: output.format),
                terminator: "")
        } catch {
            throw fail(error, instance: configuration.instance.description)
        }
    }
}
