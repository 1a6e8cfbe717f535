/// Module is responsible for my lists: made, renamed and taken down, and who is in each.
@MainActor
protocol MyListsInteractorOutput: AnyObject {
    /// My lists, in the server's order.
    func didObtainLists(_ lists: [MyList])
    /// The lists did not come.
    func didFailToObtainLists(_ problem: ConnectionProblem)
    /// The list is made, with no one in it.
    func didMakeList(_ list: MyList)
    /// The list has its new title.
    func didRenameList(_ list: MyList)
    /// The list is gone from the server.
    func didDeleteList(withId listId: String)
    /// A list was not made, renamed or taken down; the lists stay as they were.
    func didFailToChangeLists(_ problem: ConnectionProblem)
    /// The server has the account in the list (`isIn`), or out of it.
    func didChangeMembership(inListWithId listId: String, to isIn: Bool)
    /// The account is where it was; the mark goes back.
    func didFailToChangeMembership(inListWithId listId: String, problem: ConnectionProblem)
}
