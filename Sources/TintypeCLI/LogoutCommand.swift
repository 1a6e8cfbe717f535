import ArgumentParser
import Foundation
import Tintype

/// `tintype logout`: revokes an account's token on its instance and forgets the account.
struct LogoutCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "logout", abstract: "Sign out: the token is revoked on the instance and forgotten here.",
        discussion: """
            When writes of the account still wait in its outbox, you are asked whether to drop \
            them or keep them, to go out when you sign in as the same account again; without a \
            terminal to ask on they are kept, unless --drop-waiting-writes is given.
            """)

    @Argument(help: "The account, as tintype accounts lists it; the default when left out.")
    var account: String?

    @Flag(help: "Drop the writes still waiting in the account's outbox, without asking.")
    var dropWaitingWrites = false

    @Flag(help: "Keep the writes still waiting for the next sign-in, without asking.")
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
                    let writes = count == 1 ? "1 write" : "\(count) writes"
                    TerminalWriter.write("\(writes) of this account still wait to be sent. Drop them? [y/N] ", terminator: "")
                    return readLine()?.trimmingCharacters(in: .whitespaces).lowercased().hasPrefix("y") ?? false
                }, paths: .fromEnvironment())
        } catch {
            throw fail(error, instance: account ?? "")
        }
        TerminalWriter.write("Signed out of \(outcome.account.name); the instance no longer takes its token.")
        if outcome.waitingWrites > 0 {
            let writes = outcome.waitingWrites == 1 ? "1 write" : "\(outcome.waitingWrites) writes"
            TerminalWriter.write(
                outcome.droppedWrites
                    ? "\(writes) waiting in its outbox dropped."
                    : "\(writes) still waiting in its outbox: kept, to go out when you sign in as \(outcome.account.name) again.")
        }
    }
}
