import ArgumentParser
import Tintype

/// `tintype logout`: revokes an account's token on its instance and forgets the account.
struct LogoutCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "logout", abstract: "Sign out: the token is revoked on the instance and forgotten here.",
        discussion: """
            Writes still waiting in the account's outbox are kept, and go out when you sign in \
            as the same account again, unless --drop-waiting-writes is given.
            """)

    @Argument(help: "The account, as tintype accounts lists it; the default when left out.")
    var account: String?

    @Flag(help: "Drop the writes still waiting in the account's outbox.")
    var dropWaitingWrites = false

    func run() async throws {
        let outcome: SignOut.Outcome
        do {
            outcome = try await SignOut.run(accountName: account, dropWaitingWrites: dropWaitingWrites, paths: .fromEnvironment())
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
