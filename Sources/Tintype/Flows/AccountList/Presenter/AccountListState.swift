/// Everything the account list presenter remembers.
struct AccountListState {
    var source = AccountListSource.followers(accountId: "", handle: "")
    /// The accounts and where their paging stands.
    var list = PagedList<Profile>()
    var accounts: [Profile] { list.items }
}
