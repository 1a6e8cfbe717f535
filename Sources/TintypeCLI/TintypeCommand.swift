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
        if VersionRequest.isAlone(in: CommandLine.arguments.dropFirst()) {
            TerminalWriter.write(TintypeVersion.current)
            return
        }
        await main(nil)
    }
}
