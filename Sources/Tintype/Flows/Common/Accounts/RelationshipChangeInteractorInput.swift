/// The part of an interactor that changes how I stand with an account, the same on every
/// screen that offers it: a profile, the activity's follows and follow requests.
@MainActor
protocol RelationshipChangeInteractorInput: AnyObject {
    /// Sends the change: it shows at once where the store shows it, and the output hears how
    /// the server settled it.
    func changeRelationship(_ request: RelationshipRequest, accountId: String)
    /// Follows (asks to, where the account is locked), or takes a follow or a request back, as
    /// the store has how the two stand at this moment; a change as `changeRelationship` sends.
    func toggleFollow(accountId: String, accountIsLocked: Bool)
}
