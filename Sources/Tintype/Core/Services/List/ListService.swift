/// My lists, each named by its title (whatever its case), as a person names it: made, renamed,
/// taken down, and who is in each. A title that names none of my lists is
/// `TimelineError.noSuchList`, with the titles there are.
public protocol ListService: Sendable {
    /// Answers the title as the server keeps it.
    func createList(titled title: String) async throws -> String
    func renameList(titled title: String, to newTitle: String) async throws
    func deleteList(titled title: String) async throws
    func obtainMembers(ofListTitled title: String) async throws -> [Profile]
    /// The server takes only an account I follow.
    func addAccount(withHandle handle: String, toListTitled title: String) async throws
    func removeAccount(withHandle handle: String, fromListTitled title: String) async throws

    // The lists screen names a list by its id, as it has them all in view.

    /// My lists in the server's order; with an account, each says whether it is in it.
    func obtainLists(showingMembershipOf accountId: String?) async throws -> [MyList]
    func makeList(titled title: String) async throws -> MyList
    func renameList(withId listId: String, to title: String) async throws -> MyList
    func deleteList(withId listId: String) async throws
    /// The server takes only an account I follow.
    func addAccount(withId accountId: String, toListWithId listId: String) async throws
    func removeAccount(withId accountId: String, fromListWithId listId: String) async throws
}
