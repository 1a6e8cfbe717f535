import ArgumentParser
import Localisation
import MastodonAPI
import Tintype
import TintypeApp

/// `tintype lists`: the titles of my lists, each a timeline `tintype feed --list` prints.
struct ListsCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "lists", abstract: Strings.cliListsAbstract)

    @OptionGroup var account: AccountOptions

    @OptionGroup var output: OutputFormatOptions

    func run() async throws {
        let configuration = try account.resolve()
        do {
            TerminalWriter.write(try await ListsListing.render(configuration: configuration, format: output.format), terminator: "")
        } catch {
            throw fail(error, instance: configuration.instance.description)
        }
    }
}
