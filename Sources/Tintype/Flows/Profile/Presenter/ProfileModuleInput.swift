/// Module is responsible for one account's profile: who it is, how we stand, and its posts.
@MainActor
public protocol ProfileModuleInput: AnyObject {
    /// Shows this account's profile, opened over another module.
    func configure(withAccountId accountId: String)
    /// Shows the signed-in account's own profile, as the first module of its tab.
    func configureWithSignedInAccount()
}
