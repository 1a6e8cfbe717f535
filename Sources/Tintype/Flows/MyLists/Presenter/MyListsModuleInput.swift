/// Module is responsible for my lists: made, renamed and taken down, and who is in each.
@MainActor
public protocol MyListsModuleInput: AnyObject {
    /// Shows which lists hold this account, and lets it be put in or taken out of each; without
    /// one the lists are only made, renamed and taken down. `handle` names it in the title.
    func configure(forAccountId accountId: String, handle: String)
}
