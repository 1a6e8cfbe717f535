import ArgumentParser
import Localisation
import Tintype
import TintypeApp

/// `tintype`: the terminal client for photo feeds.
@main
struct TintypeCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tintype",
        abstract: Strings.cliTintypeAbstract,
        discussion: Strings.cliTintypeDiscussion,
        version: TintypeVersion.current,
        subcommands: [
            OpenCommand.self, FeedCommand.self, ProfileCommand.self, PostCommand.self, ReplyCommand.self, LikeCommand.self,
            BoostCommand.self, BookmarkCommand.self, VoteCommand.self, ScheduledCommand.self, TranslateCommand.self, EditCommand.self,
            DeleteCommand.self,
            LikesCommand.self, ListsCommand.self, NotificationsCommand.self, SearchCommand.self, TagCommand.self, SendCommand.self,
            MessagesCommand.self,
            ShowCommand.self,
            LoginCommand.self,
            LogoutCommand.self,
            AccountsCommand.self, ConfigCommand.self,
        ],
        defaultSubcommand: OpenCommand.self
    )

    static func main() async {
        let arguments = Array(CommandLine.arguments.dropFirst())
        if VersionRequest.isAlone(in: arguments) {
            TerminalWriter.write(TintypeVersion.current)
            return
        }
        if let opening = OpenArguments.parse(arguments) {
            return await runWithoutParser { try await AppOpening.run(opening) }
        }
        if let feed = FeedArguments.parse(arguments) {
            return await runWithoutParser { try await feed.run() }
        }
        await main(arguments)
    }

    /// Runs a command read without the parser; a failure leaves through the parser's own exit,
    /// so it reads and exits as under `main`.
    @MainActor private static func runWithoutParser(_ command: () async throws -> Void) async {
        do {
            try await command()
        } catch {
            exit(withError: error)
        }
    }
}
