/// Everything the account list presenter remembers.
struct AccountListState {
    var source = AccountListSource.followers(accountId: "", handle: "")
    /// The accounts and where their paging stands.
    var list = PagedList<Profile>()
    var accounts: [Profile] { list.items }
    /// Where the next page starts; nil at the end, and while the list is fetched anew.
    var nextCursor: String?
}
