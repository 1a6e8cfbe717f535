/// Turns my lists into rows, each marked where the account is in it.
struct MyListCellObjectFactory {
    func cellObjects(for lists: [MyList]) -> [MyListCellObject] {
        lists.map { list in
            let mark =
                switch list.holdsAccount {
                case true?: "✓"
                case false?: " "
                case nil: ""
                }
            return MyListCellObject(id: list.id, mark: mark, title: list.title)
        }
    }
}
