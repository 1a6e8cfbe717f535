import FoundationEssentials

/// Making my lists, and who is in each.
extension MastodonClient {
    public func createList(title: String) async throws -> ListEntity {
        try decode(
            ListEntity.self,
            from: await perform(.post, "/api/v1/lists", body: Self.form([("title", title)]), contentType: Self.formContentType))
    }

    public func renameList(id: String, to title: String) async throws -> ListEntity {
        try decode(
            ListEntity.self,
            from: await perform(
                .put, "/api/v1/lists/\(Self.pathSegment(id))", body: Self.form([("title", title)]), contentType: Self.formContentType))
    }

    public func deleteList(id: String) async throws {
        _ = try await perform(.delete, "/api/v1/lists/\(Self.pathSegment(id))")
    }

    /// The accounts in a list (the first 40; `limit=0` would ask for all, which servers differ on).
    public func listAccounts(listId: String) async throws -> [AccountEntity] {
        let response = try await perform(
            .get, "/api/v1/lists/\(Self.pathSegment(listId))/accounts",
            query: [URLQueryItem(name: "limit", value: String(PageRequest.fullPage))])
        return try decode(LenientList<AccountEntity>.self, from: response).elements
    }

    /// Those of my lists the account is in.
    public func lists(containingAccountId accountId: String) async throws -> [ListEntity] {
        try decode(LenientList<ListEntity>.self, from: await perform(.get, "/api/v1/accounts/\(Self.pathSegment(accountId))/lists"))
            .elements
    }

    /// Mastodon takes only accounts I follow.
    public func addToList(listId: String, accountIds: [String]) async throws {
        _ = try await perform(
            .post, "/api/v1/lists/\(Self.pathSegment(listId))/accounts", body: Self.form(accountIds.map { ("account_ids[]", $0) }),
            contentType: Self.formContentType)
    }

    public func removeFromList(listId: String, accountIds: [String]) async throws {
        _ = try await perform(
            .delete, "/api/v1/lists/\(Self.pathSegment(listId))/accounts",
            query: accountIds.map { URLQueryItem(name: "account_ids[]", value: $0) })
    }
}
