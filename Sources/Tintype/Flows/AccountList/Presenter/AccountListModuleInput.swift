/// Module is responsible for a list of accounts: who follows an account, whom it follows, who liked a post.
@MainActor
public protocol AccountListModuleInput: AnyObject {
    /// Names the accounts to show: an account's followers or following, or a post's likers.
    func configure(withSource source: AccountListSource)
}
