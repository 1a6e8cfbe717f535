/// Every item of a list loaded so far, newest first, and whether the server has more: what a
/// service that reads a list page by page answers.
public struct PageSlice<Item: Sendable>: Sendable {
    public let items: [Item]
    public let hasMore: Bool

    public init(items: [Item], hasMore: Bool) {
        self.items = items
        self.hasMore = hasMore
    }

    /// The same page with its items as a screen shows them.
    package func map<Shown: Sendable>(_ transform: ([Item]) -> [Shown]) -> PageSlice<Shown> {
        PageSlice<Shown>(items: transform(items), hasMore: hasMore)
    }
}
