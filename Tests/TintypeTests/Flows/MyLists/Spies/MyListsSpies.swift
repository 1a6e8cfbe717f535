import Foundation

@testable import Tintype

@MainActor
final class MyListsViewInputSpy: MyListsViewInput {
    var titles: [String] = []
    var rows: [[MyListCellObject]] = []
    var statuses: [StatusLineViewModel] = []
    var footers: [String?] = []
    var composers: [ComposerViewModel] = []
    var composerHidings = 0

    func setupInitialState() {}
    func showTitle(_ title: String, trailing: String) { titles.append(title) }
    func update(with cellObjects: [MyListCellObject]) { rows.append(cellObjects) }
    func showStatus(_ status: StatusLineViewModel) { statuses.append(status) }
    func showFooter(_ text: String?) { footers.append(text) }
    func showComposer(_ model: ComposerViewModel) { composers.append(model) }
    func hideComposer() { composerHidings += 1 }
}

@MainActor
final class MyListsInteractorInputSpy: MyListsInteractorInput {
    var listRequests: [String?] = []
    var madeTitles: [String] = []
    var renames: [String] = []
    var deletedIds: [String] = []
    var membershipChanges: [String] = []

    func obtainLists(showingMembershipOf accountId: String?) { listRequests.append(accountId) }
    func makeList(titled title: String) { madeTitles.append(title) }
    func renameList(withId listId: String, to title: String) { renames.append("\(listId)→\(title)") }
    func deleteList(withId listId: String) { deletedIds.append(listId) }
    func changeMembership(ofAccountId accountId: String, inListWithId listId: String, to isIn: Bool) {
        membershipChanges.append("\(accountId) \(isIn ? "in" : "out of") \(listId)")
    }
    func cancelAllRequests() {}
}

@MainActor
final class MyListsRouterInputSpy: MyListsRouterInput {
    var closeRequests = 0
    func closeCurrentModule() { closeRequests += 1 }
}

/// My lists as the test sets them, each call recorded; a refusal for every change when set.
final class ListServiceSpy: ListService, @unchecked Sendable {
    private let lock = NSLock()
    var lists: [MyList] = []
    var refusal: ConnectionProblem?
    private var recorded: [String] = []
    var calls: [String] { lock.withLock { recorded } }

    private func record(_ call: String) throws {
        lock.withLock { recorded.append(call) }
        if let refusal { throw refusal }
    }

    func createList(titled title: String) async throws -> String { title }
    func renameList(titled title: String, to newTitle: String) async throws {}
    func deleteList(titled title: String) async throws {}
    func obtainMembers(ofListTitled title: String) async throws -> [Profile] { [] }
    func addAccount(withHandle handle: String, toListTitled title: String) async throws {}
    func removeAccount(withHandle handle: String, fromListTitled title: String) async throws {}

    func obtainLists(showingMembershipOf accountId: String?) async throws -> [MyList] { lists }
    func makeList(titled title: String) async throws -> MyList {
        try record("make \(title)")
        return MyList(id: "new", title: title)
    }
    func renameList(withId listId: String, to title: String) async throws -> MyList {
        try record("rename \(listId)")
        return MyList(id: listId, title: title)
    }
    func deleteList(withId listId: String) async throws { try record("delete \(listId)") }
    func addAccount(withId accountId: String, toListWithId listId: String) async throws { try record("add \(accountId) to \(listId)") }
    func removeAccount(withId accountId: String, fromListWithId listId: String) async throws {
        try record("remove \(accountId) from \(listId)")
    }
}
