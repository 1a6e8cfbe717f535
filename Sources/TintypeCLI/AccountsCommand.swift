import ArgumentParser
import Localisation
import Tintype
import TintypeApp

/// `tintype accounts`: the signed-in accounts, the default marked.
struct AccountsCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "accounts", abstract: Strings.cliAccountsAbstract)

    @Option(name: .customLong("default"), help: ArgumentHelp(Strings.cliDefaultAccountHelp, valueName: "name"))
    var makeDefault: String?

    func run() async throws {
        let book = AccountBook(paths: .fromEnvironment())
        do {
            if let makeDefault { try book.makeDefault(makeDefault) }
            let contents = try book.read()
            guard let defaultAccount = contents.defaultAccount else {
                TerminalWriter.write(Strings.cliNoAccountSignedIn)
                return
            }
            for account in contents.accounts {
                TerminalWriter.write(account.name + (account.name == defaultAccount.name ? "  (default)" : ""))
            }
        } catch {
            throw fail(error, instance: "")
        }
    }
}
