import ArgumentParser
import Localisation
import MastodonAPI
import TextBasics
import Tintype
import TintypeApp

/// `tintype lists`: the titles of my lists, each a timeline `tintype feed --list` prints; with an
/// option, one list made, renamed, taken down, an account added or taken out, or its members.
struct ListsCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lists", abstract: Strings.cliListsAbstract, discussion: Strings.cliListsDiscussion)

    @OptionGroup var account: AccountOptions

    @OptionGroup var output: OutputFormatOptions

    @Option(name: .long, help: ArgumentHelp(Strings.cliListsCreateHelp, valueName: "title"))
    var create: String?

    @Option(name: .long, help: ArgumentHelp(Strings.cliListsRenameHelp, valueName: "title"))
    var rename: String?

    @Option(name: .long, help: ArgumentHelp(Strings.cliListsDeleteHelp, valueName: "title"))
    var delete: String?

    @Option(name: .long, help: ArgumentHelp(Strings.cliListsAddHelp, valueName: "handle"))
    var add: String?

    @Option(name: .long, help: ArgumentHelp(Strings.cliListsRemoveHelp, valueName: "handle"))
    var remove: String?

    @Option(name: .long, help: ArgumentHelp(Strings.cliListsToHelp, valueName: "title"))
    var to: String?

    @Option(name: .long, help: ArgumentHelp(Strings.cliListsFromHelp, valueName: "title"))
    var from: String?

    @Option(name: .long, help: ArgumentHelp(Strings.cliListsMembersHelp, valueName: "title"))
    var members: String?

    func validate() throws {
        let asked = [create, rename, delete, add, remove, members].compactMap { $0 }
        if asked.count > 1 { throw ValidationError(Strings.cliListsOneChange) }
        if asked.contains(where: { $0.trimmed().isEmpty }) || [to, from].contains(where: { $0?.trimmed().isEmpty == true }) {
            throw ValidationError(Strings.cliListsEmptyTitle)
        }
        if (rename != nil || add != nil) != (to != nil) { throw ValidationError(Strings.cliListsToNeeded) }
        if (remove != nil) != (from != nil) { throw ValidationError(Strings.cliListsFromNeeded) }
    }

    /// The change asked for; nil when only listing.
    private var change: ListEditing.Change? {
        if let create { return .create(title: create) }
        if let rename, let to { return .rename(title: rename, to: to) }
        if let delete { return .delete(title: delete) }
        if let add, let to { return .add(handle: add, toTitle: to) }
        if let remove, let from { return .remove(handle: remove, fromTitle: from) }
        return nil
    }

    func run() async throws {
        let configuration = try account.resolve()
        do {
            if let change {
                try await ListEditing.apply(change, configuration: configuration)
            } else if let members {
                TerminalWriter.write(
                    try await ListEditing.members(ofListTitled: members, configuration: configuration, format: output.format),
                    terminator: "")
            } else {
                TerminalWriter.write(try await ListsListing.render(configuration: configuration, format: output.format), terminator: "")
            }
        } catch {
            throw fail(error, instance: configuration.instance.description)
        }
    }
}
