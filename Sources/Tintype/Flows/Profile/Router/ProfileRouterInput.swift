/// Module is responsible for one account's profile: who it is, how we stand, and its posts.
@MainActor
protocol ProfileRouterInput: AccountSafetyRouterInput {
    /// Puts the list of the account's posts under the header; it hands its input to `moduleOutput`.
    func embedPostListModule(listing source: PostListSource, moduleOutput: any PostListModuleOutput)
    /// Shows the conversation with the account (the one there is, found by who is in it, or a new one).
    func openConversationModule(with conversation: Conversation)
    /// Shows the accounts that follow this one, or that it follows.
    func openAccountListModule(source: AccountListSource)
    /// Goes back to the module below; on the first module of a tab, that quits.
    func closeCurrentModule()
    /// Opens the composer for a new post over this module, on the kept draft.
    func openComposeModule()
    /// Opens my lists over this module; with an account, marked where it is in them.
    func openMyListsModule(forAccountId accountId: String?, handle: String)
    /// Opens my scheduled posts over this module.
    func openScheduledPostsModule()
}
