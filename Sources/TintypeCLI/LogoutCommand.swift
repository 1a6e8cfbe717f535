import ArgumentParser
import FoundationEssentials
import Localisation
import TextBasics
import Tintype
import TintypeApp

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `tintype logout`: revokes an account's token on its instance and forgets the account.
struct LogoutCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "logout", abstract: Strings.cliLogoutAbstract,
        discussion: Strings.cliLogoutDiscussion)

    @Argument(help: ArgumentHelp(Strings.cliLogoutAccountHelp))
    var account: String?

    @Flag(help: ArgumentHelp(Strings.cliDropWritesHelp))
    var dropWaitingWrites = false

    @Flag(help: ArgumentHelp(Strings.cliKeepWritesHelp))
    var keepWaitingWrites = false

    func run() async throws {
        let outcome: SignOut.Outcome
        let (drop, keep) = (dropWaitingWrites, keepWaitingWrites)
        do {
            outcome = try await SignOut.run(
                accountName: account,
                dropWaitingWrites: { count in
                    if drop || keep { return drop }
                    guard isatty(STDIN_FILENO) == 1 else { return false }
                    TerminalWriter.write(Strings.cliAskDropWrites(count), terminator: "")
                    return readLine()?.trimmed().lowercased().hasPrefix("y") ?? false
                }, paths: .fromEnvironment())
        } catch {
            throw fail(error, instance: account ?? "")
        }
        TerminalWriter.write(Strings.cliSignedOut(outcome.account.name))
        if outcome.waitingWrites > 0 {
            TerminalWriter.write(
                outcome.droppedWrites
                    ? Strings.cliWritesDropped(outcome.waitingWrites)
                    : Strings.cliWritesKept(outcome.waitingWrites, name: outcome.account.name))
        }
    }
}
