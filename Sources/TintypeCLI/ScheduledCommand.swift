import ArgumentParser
import FoundationEssentials
import Localisation
import MastodonAPI
import Tintype
import TintypeApp

/// `tintype scheduled`: my posts waiting for their time; with `--cancel` one is cancelled, with
/// `--move` and `--at` one is moved to another time.
struct ScheduledCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "scheduled", abstract: Strings.cliScheduledAbstract)

    @OptionGroup var account: AccountOptions
    @OptionGroup var output: OutputFormatOptions

    @Option(name: .long, help: ArgumentHelp(Strings.cliScheduledCancelHelp, valueName: "id"))
    var cancel: String?

    @Option(name: .long, help: ArgumentHelp(Strings.cliScheduledMoveHelp, valueName: "id"))
    var move: String?

    @Option(name: .long, help: ArgumentHelp(Strings.cliAtHelp, valueName: "time"))
    var at: String?

    func validate() throws {
        if cancel != nil && move != nil { throw ValidationError(Strings.cliScheduledOneChange) }
        if (move == nil) != (at == nil) { throw ValidationError(Strings.cliScheduledMoveNeedsTime) }
        _ = try TypedTime.argument(at, now: Date())
    }

    func run() async throws {
        let configuration = try account.resolve()
        do {
            if let cancel {
                try await PostPublishing.cancelScheduled(scheduledPostId: cancel, configuration: configuration)
            } else if let move, let date = try TypedTime.argument(at, now: Date()) {
                let moved = try await PostPublishing.reschedule(scheduledPostId: move, to: date, configuration: configuration)
                TerminalWriter.write(try ScheduledListing.text(of: [moved], format: output.format), terminator: "")
            } else {
                let posts = try await PostPublishing.scheduledPosts(configuration: configuration)
                TerminalWriter.write(try ScheduledListing.text(of: posts, format: output.format), terminator: "")
            }
        } catch MastodonError.notFound where move != nil {
            TerminalWriter.writeError("tintype: " + Strings.cliScheduledNotFound)
            throw ExitCode.failure
        } catch {
            throw fail(error, instance: configuration.instance.description)
        }
    }
}
