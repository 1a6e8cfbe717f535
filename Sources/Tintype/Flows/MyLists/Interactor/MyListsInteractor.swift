/// Module is responsible for my lists: made, renamed and taken down, and who is in each.
///
/// Holds only its dependencies and its task tracker. A change the person made goes on when the
/// screen closes.
@MainActor
final class MyListsInteractor: MyListsInteractorInput {
    weak var output: (any MyListsInteractorOutput)?
    /// Every request under way, for whoever must know when they have all ended.
    let work = TaskTracker()
    private let listService: any ListService

    init(listService: any ListService) {
        self.listService = listService
    }

    isolated deinit {
        cancelAllRequests()
    }

    func obtainLists(showingMembershipOf accountId: String?) {
        work.request(
            for: self, inSlot: "lists", { [listService] in try await listService.obtainLists(showingMembershipOf: accountId) },
            then: { $0.output?.didObtainLists($1) }, failed: { $0.output?.didFailToObtainLists($1) })
    }

    func makeList(titled title: String) {
        work.request(
            for: self, lasting: true, { [listService] in try await listService.makeList(titled: title) },
            then: { $0.output?.didMakeList($1) }, failed: { $0.output?.didFailToChangeLists($1) })
    }

    func renameList(withId listId: String, to title: String) {
        work.request(
            for: self, lasting: true, { [listService] in try await listService.renameList(withId: listId, to: title) },
            then: { $0.output?.didRenameList($1) }, failed: { $0.output?.didFailToChangeLists($1) })
    }

    func deleteList(withId listId: String) {
        work.request(
            for: self, lasting: true, { [listService] in try await listService.deleteList(withId: listId) },
            then: { owner, _ in owner.output?.didDeleteList(withId: listId) }, failed: { $0.output?.didFailToChangeLists($1) })
    }

    func changeMembership(ofAccountId accountId: String, inListWithId listId: String, to isIn: Bool) {
        work.request(
            for: self, lasting: true,
            { [listService] in
                if isIn {
                    try await listService.addAccount(withId: accountId, toListWithId: listId)
                } else {
                    try await listService.removeAccount(withId: accountId, fromListWithId: listId)
                }
            },
            then: { owner, _ in owner.output?.didChangeMembership(inListWithId: listId, to: isIn) },
            failed: { $0.output?.didFailToChangeMembership(inListWithId: listId, problem: $1) })
    }

    func cancelAllRequests() {
        work.cancelAll()
    }
}
