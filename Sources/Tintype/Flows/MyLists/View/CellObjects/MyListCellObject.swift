/// One of my lists with every string ready to draw.
struct MyListCellObject: Identifiable, Equatable, Sendable {
    var id: String
    /// "✓" where the account is in it, blank where it is not, empty where no account is asked about.
    var mark: String
    var title: String
}
