import FoundationEssentials
import MastodonAPI
import Tintype

/// `tintype lists` making and changing my lists, each named by its title.
public enum ListEditing {
    public enum Change: Sendable, Equatable {
        case create(title: String)
        case rename(title: String, to: String)
        case delete(title: String)
        case add(handle: String, toTitle: String)
        case remove(handle: String, fromTitle: String)
    }

    public static func apply(
        _ change: Change, configuration: ApplicationConfiguration, transport: any HTTPTransport = AsyncHTTPClientTransport()
    ) async throws {
        let lists = await Services.open(configuration: configuration, transport: transport).listService
        do {
            switch change {
            case .create(let title): _ = try await lists.createList(titled: title)
            case .rename(let title, let newTitle): try await lists.renameList(titled: title, to: newTitle)
            case .delete(let title): try await lists.deleteList(titled: title)
            case .add(let handle, let title): try await lists.addAccount(withHandle: handle, toListTitled: title)
            case .remove(let handle, let title): try await lists.removeAccount(withHandle: handle, fromListTitled: title)
            }
        } catch MastodonError.notFound {
            // The list was found a moment before: what the server did not find is the account.
            switch change {
            case .add(let handle, _), .remove(let handle, _):
                // Named as the person typed it, with or without its @.
                throw CommandError.unknownAccount(handle: String(handle.drop { $0 == "@" }), instance: configuration.instance.description)
            case .create, .rename, .delete: throw MastodonError.notFound(nil)
            }
        }
    }

    /// Who is in the list: a handle and a name a line, or JSON for scripts.
    public static func members(
        ofListTitled title: String, configuration: ApplicationConfiguration, format: FeedListing.Format,
        transport: any HTTPTransport = AsyncHTTPClientTransport()
    ) async throws -> String {
        let members = try await Services.open(configuration: configuration, transport: transport).listService
            .obtainMembers(ofListTitled: title)
        switch format {
        case .plain: return members.map { "@\($0.handle)  \($0.displayName)\n" }.joined()
        case .json: return try ListingJSON.text(of: members.map { ["handle": $0.handle, "name": $0.displayName] })
        }
    }
}
