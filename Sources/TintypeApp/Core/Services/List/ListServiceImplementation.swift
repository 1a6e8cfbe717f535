import MastodonAPI
import TextBasics
import Tintype

/// My lists straight from the client; a list is found by its title as `tintype feed --list` finds it.
public struct ListServiceImplementation: ListService {
    private let client: MastodonClient

    public init(client: MastodonClient) {
        self.client = client
    }

    public func createList(titled title: String) async throws -> String {
        TextSanitizer.cleanLine(try await client.createList(title: title).title, maximumLength: 100)
    }

    public func renameList(titled title: String, to newTitle: String) async throws {
        _ = try await client.renameList(id: try await list(titled: title).id, to: newTitle)
    }

    public func deleteList(titled title: String) async throws {
        try await client.deleteList(id: try await list(titled: title).id)
    }

    public func obtainMembers(ofListTitled title: String) async throws -> [Profile] {
        try await client.listAccounts(listId: try await list(titled: title).id).map(ProfileMapper.profile(from:))
    }

    public func addAccount(withHandle handle: String, toListTitled title: String) async throws {
        let list = try await list(titled: title)
        try await client.addToList(listId: list.id, accountIds: [try await client.lookupAccount(handle: handle).id])
    }

    public func removeAccount(withHandle handle: String, fromListTitled title: String) async throws {
        let list = try await list(titled: title)
        try await client.removeFromList(listId: list.id, accountIds: [try await client.lookupAccount(handle: handle).id])
    }

    public func obtainLists(showingMembershipOf accountId: String?) async throws -> [MyList] {
        let lists = try await client.lists()
        guard let accountId else { return lists.map { Self.list(from: $0) } }
        let holding = Set(try await client.lists(containingAccountId: accountId).map(\.id))
        return lists.map { Self.list(from: $0, holdsAccount: holding.contains($0.id)) }
    }

    public func makeList(titled title: String) async throws -> MyList {
        Self.list(from: try await client.createList(title: title))
    }

    public func renameList(withId listId: String, to title: String) async throws -> MyList {
        Self.list(from: try await client.renameList(id: listId, to: title))
    }

    public func deleteList(withId listId: String) async throws {
        try await client.deleteList(id: listId)
    }

    public func addAccount(withId accountId: String, toListWithId listId: String) async throws {
        try await client.addToList(listId: listId, accountIds: [accountId])
    }

    public func removeAccount(withId accountId: String, fromListWithId listId: String) async throws {
        try await client.removeFromList(listId: listId, accountIds: [accountId])
    }

    private static func list(from entity: ListEntity, holdsAccount: Bool? = nil) -> MyList {
        MyList(id: entity.id, title: TextSanitizer.cleanLine(entity.title, maximumLength: 100), holdsAccount: holdsAccount)
    }

    private func list(titled title: String) async throws -> ListEntity {
        try await ListFinder.list(titled: title, using: client)
    }
}
