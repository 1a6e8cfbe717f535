/// Module is responsible for one account's profile: who it is, how we stand, and its posts.
@MainActor
protocol ProfileInteractorInput: AnyObject {
    /// Finds who is signed in; answers `didObtainSignedInAccountId(_:)` or a failure to obtain the profile.
    func obtainSignedInAccountId()
    /// Reads the profile as last seen; answers `didObtainCachedProfile(_:)` when there is one.
    func obtainCachedProfile(accountId: String)
    /// Answers `didObtainProfile(_:)` or `didFailToObtainProfile(_:)`.
    func obtainProfile(accountId: String)
    /// Answers `didObtainRelationship(_:)`; a failure leaves the relationship unknown.
    func obtainRelationship(accountId: String)
    /// Blocks or unblocks; answers `didPerformSafetyChange(_:)` or `didFailToPerformSafetyChange(_:)`.
    func performBlock(_ block: Bool, accountId: String)
    /// Mutes for a while or for good, its notifications too where `hidingNotifications`; answers
    /// as `performBlock` does.
    func performMute(accountId: String, for duration: MuteDuration, hidingNotifications: Bool)
    /// Takes a mute back; answers as `performBlock` does.
    func performUnmute(accountId: String)
    /// Answers `didPerformFollow(_:)` or `didFailToPerformFollow(_:)`.
    func performFollow(_ follow: Bool, accountId: String)
    /// Answers `didObtainAvatar(_:address:)` with the account's picture; one that cannot be had or
    /// drawn (the default SVG avatars) gets no answer, and the initials stay.
    func obtainAvatar(at address: String)
    /// Stops every request under way: the module is closing.
    func cancelAllRequests()
}
