import ArgumentParser
import Tintype

/// `tintype`: the terminal client for photo feeds.
@main
struct TintypeCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tintype",
        abstract: "A keyboard-driven terminal client for photo feeds on Pixelfed, Mastodon, GoToSocial and Akkoma.",
        discussion: """
            With no subcommand, opens the home feed. Sign in first with tintype login INSTANCE \
            (or open tintype and sign in on its first screen); the account is then the default \
            one, or the one --account names. Scripts may give a token instead: --instance with \
            --token-file, or TINTYPE_INSTANCE and TINTYPE_TOKEN_FILE. Plain http:// is refused \
            except to this machine. Settings and keys: tintype config --default.
            """,
        version: TintypeVersion.current,
        subcommands: [
            OpenCommand.self, FeedCommand.self, ProfileCommand.self, PostCommand.self, ReplyCommand.self, LikeCommand.self,
            LikesCommand.self, SendCommand.self, MessagesCommand.self, ShowCommand.self, LoginCommand.self, LogoutCommand.self,
            AccountsCommand.self, ConfigCommand.self,
        ],
        defaultSubcommand: OpenCommand.self
    )
}
