/// One row of the switcher: an account's name and what it is (shown now, opened by default).
struct AccountSwitcherRowViewModel: Equatable {
    var title: String
    var note: String
}
