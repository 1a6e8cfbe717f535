/// Everything the account switcher presenter remembers.
struct AccountSwitcherState: Equatable {
    var names: [String] = []
    var defaultName: String?
    /// The row chosen: an account's, or, one past the last, signing in to another.
    var selected = 0
}
