import ArgumentParser
import Tintype

/// `tintype`: the terminal client for photo feeds.
@main
struct TintypeCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tintype",
        abstract: "A keyboard-driven terminal client for photo feeds on Pixelfed, Mastodon, GoToSocial and Akkoma.",
        discussion: """
            With no subcommand, opens the home feed. The account comes from --instance and --token,
            or from the TINTYPE_INSTANCE and TINTYPE_TOKEN environment variables. Make a token in
            your account's settings (Pixelfed: Settings → Applications; Mastodon: Preferences →
            Development). Plain http:// is refused except to this machine.
            """,
        version: TintypeVersion.current,
        subcommands: [
            OpenCommand.self, FeedCommand.self, ProfileCommand.self, PostCommand.self, ReplyCommand.self, LikeCommand.self,
            LikesCommand.self, SendCommand.self, MessagesCommand.self, ShowCommand.self,
        ],
        defaultSubcommand: OpenCommand.self
    )
}
