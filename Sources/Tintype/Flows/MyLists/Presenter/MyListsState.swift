/// Everything the lists presenter remembers.
struct MyListsState {
    /// What the box at the bottom asks for.
    enum Naming: Equatable {
        case newList
        case rename(listId: String)
    }

    var lists: [MyList] = []
    /// The lists came at least once.
    var hasLoaded = false
    /// The account whose lists are marked, and its handle for the title; nil for none.
    var accountId: String?
    var handle = ""
    /// The list `d` was pressed on once: a second `d` takes it down, any other choice keeps it.
    var deletingId: String?
    /// What the box at the bottom is open for; nil while it is closed.
    var naming: Naming?

    func index(ofListWithId listId: String) -> Int? {
        lists.firstIndex { $0.id == listId }
    }
}
