/// Everything the root presenter remembers.
struct RootState {
    var activeTab: RootTab = .home
    var badgeCounts: [RootTab: Int] = [:]
    var accountHandle: String?
    /// Shown in place of the account until the next key.
    var notice: RootNotice?
}
