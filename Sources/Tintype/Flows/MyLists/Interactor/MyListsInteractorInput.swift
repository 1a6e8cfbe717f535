/// Module is responsible for my lists: made, renamed and taken down, and who is in each.
@MainActor
protocol MyListsInteractorInput: AnyObject {
    /// Answers `didObtainLists` or `didFailToObtainLists`.
    func obtainLists(showingMembershipOf accountId: String?)
    /// Answers `didMakeList` or `didFailToChangeLists`.
    func makeList(titled title: String)
    /// Answers `didRenameList` or `didFailToChangeLists`.
    func renameList(withId listId: String, to title: String)
    /// Answers `didDeleteList` or `didFailToChangeLists`.
    func deleteList(withId listId: String)
    /// Puts the account in the list, or takes it out; answers `didChangeMembership` or
    /// `didFailToChangeMembership`.
    func changeMembership(ofAccountId accountId: String, inListWithId listId: String, to isIn: Bool)
    /// Stops every request under way: the module is closing.
    func cancelAllRequests()
}
