/// Everything the account list presenter remembers.
struct AccountListState {
    var source = AccountListSource.followers(accountId: "", handle: "")
    var accounts: [Profile] = []
    /// Where the next page starts; nil at the end.
    var nextCursor: String?
    var isLoading = false
    var hasLoaded = false
}
