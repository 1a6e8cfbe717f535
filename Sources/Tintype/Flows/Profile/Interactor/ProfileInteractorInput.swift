/// Module is responsible for one account's profile: who it is, how we stand, and its posts.
@MainActor
protocol ProfileInteractorInput: RelationshipChangeInteractorInput {
    /// Finds who is signed in; answers `didObtainSignedInAccountId(_:)` or a failure to obtain the profile.
    func obtainSignedInAccountId()
    /// Reads the profile as last seen; answers `didObtainCachedProfile(_:)` when there is one.
    func obtainCachedProfile(accountId: String)
    /// Answers `didObtainProfile(_:)` or `didFailToObtainProfile(_:)`.
    func obtainProfile(accountId: String)
    /// Fetches how the two accounts stand into the store of relationships, which
    /// `observeRelationship(accountId:)` hears; a failure leaves the relationship as it was.
    func obtainRelationship(accountId: String)
    /// Answers `didChangeRelationship(_:)` each time how the two accounts stand changes, on any
    /// screen, until the module closes.
    func observeRelationship(accountId: String)
    /// Answers `didObtainAvatar(_:address:)` with the account's picture; one that cannot be had or
    /// drawn (the default SVG avatars) gets no answer, and the initials stay.
    func obtainAvatar(at address: String)
    /// Stops every request under way: the module is closing.
    func cancelAllRequests()
}
