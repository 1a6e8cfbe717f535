/// Whether a list always has a selected row, or may have none.
enum ListSelection: Sendable {
    /// The feed, a profile's posts, a list of accounts: a row is always selected.
    case always
    /// The thread under a post: nothing selected stands for what is above the list, `j` steps
    /// into it and `k` from the first row steps back out.
    case optional
}
