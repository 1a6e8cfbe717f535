import ArgumentParser
import Localisation
import Tintype

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
            BoostCommand.self, BookmarkCommand.self, EditCommand.self, DeleteCommand.self,
            LikesCommand.self, NotificationsCommand.self, SearchCommand.self, TagCommand.self, SendCommand.self, MessagesCommand.self,
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
            do {
                try await AppOpening.run(opening)
            } catch {
                // The parser's own way out, so a failure reads and exits as under `main(nil)`.
                exit(withError: error)
            }
            return
        }
        await main(arguments)
    }
}
