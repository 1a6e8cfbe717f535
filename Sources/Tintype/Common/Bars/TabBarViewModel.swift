/// What the tab bar shows: each tab's name and count, and which one is in front.
struct TabBarViewModel: Equatable, Sendable {
    struct Tab: Equatable, Sendable {
        var title: String
        /// Shown beside the title when above zero.
        var count: Int
    }

    var tabs: [Tab]
    var activeIndex: Int
    /// Who is signed in, at the right end, where there is room; or a notice in its place.
    var trailing: String
    /// The right end says something a person must read whole (why photos are drawn as they
    /// are): the tabs' names give way to their first letters before it is cut.
    var trailingIsNotice = false
}
