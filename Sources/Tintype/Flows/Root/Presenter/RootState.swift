/// Everything the root presenter remembers.
struct RootState {
    var activeTab: RootTab = .home
    /// Home opens with the composer over it.
    var opensComposer = false
    var badgeCounts: [RootTab: Int] = [:]
    var accountHandle: String?
    /// Shown in place of the account until the next key.
    var notice: RootNotice?
}
