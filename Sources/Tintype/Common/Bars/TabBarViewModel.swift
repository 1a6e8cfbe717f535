/// What the tab bar shows: each tab's name and count, and which one is in front.
struct TabBarViewModel: Equatable, Sendable {
    struct Tab: Equatable, Sendable {
        var title: String
        /// Shown beside the title when above zero.
        var count: Int
    }

    var tabs: [Tab]
    var activeIndex: Int
    /// Who is signed in, at the right end, where there is room.
    var trailing: String
}
