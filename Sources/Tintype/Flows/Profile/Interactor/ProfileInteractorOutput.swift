import Imaging

/// Module is responsible for one account's profile: who it is, how we stand, and its posts.
@MainActor
protocol ProfileInteractorOutput: RelationshipChangeInteractorOutput {
    /// Whose profile the Profile tab shows: the signed-in account's own.
    func didObtainSignedInAccountId(_ accountId: String)
    /// The profile as last saved, shown until the server answers.
    func didObtainCachedProfile(_ profile: Profile)
    /// The server's profile.
    func didObtainProfile(_ profile: Profile)
    /// The profile did not come; a saved one, if any, stays.
    func didFailToObtainProfile(_ problem: ConnectionProblem)
    /// How the signed-in account and this one stand now (following, requested, blocked), as
    /// fetched or changed on any screen.
    func didChangeRelationship(_ relationship: Relationship)
    /// The account's picture, from the address it was asked from.
    func didObtainAvatar(_ picture: PixelImage, address: String)
}
