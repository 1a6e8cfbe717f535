import ArgumentParser
import Localisation
import MastodonAPI
import Tintype
import TintypeApp

extension NoticeFilter: ExpressibleByArgument {}

/// `tintype notifications`: the Activity tab's notices, printed for a pipe or a script.
struct NotificationsCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "notifications",
        abstract: Strings.cliNotificationsAbstract
    )

    @OptionGroup var account: AccountOptions

    @Option(name: .long, help: ArgumentHelp(Strings.cliNotificationsKindHelp))
    var kind: NoticeFilter = .all

    @OptionGroup var output: OutputFormatOptions

    func run() async throws {
        let configuration = try account.resolve()
        do {
            TerminalWriter.write(
                try await NotificationsListing.render(configuration: configuration, filter: kind, format: output.format),
                terminator: "")
        } catch {
            throw fail(error, instance: configuration.instance.description)
        }
    }
}
