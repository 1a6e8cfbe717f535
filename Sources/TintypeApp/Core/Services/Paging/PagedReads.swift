import MastodonAPI
import Tintype

/// The lists a service reads page by page (an account's posts or followers, a post's likers): for
/// each, what was loaded so far and where the next page starts, so that its callers ask for the
/// first page or the next one and never hold a cursor. The few lists read last are kept.
public actor PagedReads<Item: Sendable> {
    private struct Trail {
        var items: [Item]
        var next: PageRequest?
    }

    private let pageSize: Int
    private let keptLists: Int
    private let identity: @Sendable (Item) -> String
    private var trails: [String: Trail] = [:]
    /// The lists by when they were last read, the latest last.
    private var readOrder: [String] = []

    public init(pageSize: Int = PageRequest.fullPage, keptLists: Int = 8, identity: @escaping @Sendable (Item) -> String) {
        self.pageSize = pageSize
        self.keptLists = keptLists
        self.identity = identity
    }

    /// The list's first page, in place of what was loaded; or, with `more`, the page after what
    /// was loaded, merged below it without the items it holds already. A list let go meanwhile
    /// starts again from its first page.
    public func read(
        _ list: String, more: Bool, fetch: @Sendable (PageRequest) async throws -> Page<Item>
    ) async throws -> PageSlice<Item> {
        let loaded = more ? trails[list] : nil
        if let loaded, loaded.next == nil { return PageSlice(items: loaded.items, hasMore: false) }
        let page = try await fetch(loaded?.next ?? .newest(limit: pageSize))
        let known = Set((loaded?.items ?? []).map(identity))
        let added = page.items.filter { !known.contains(identity($0)) }
        // A page that added nothing ends the list, whatever its Link header says.
        let next = added.isEmpty ? nil : page.older
        remember(list, Trail(items: (loaded?.items ?? []) + added, next: next))
        return PageSlice(items: trails[list]?.items ?? [], hasMore: next != nil)
    }

    private func remember(_ list: String, _ trail: Trail) {
        trails[list] = trail
        readOrder.removeAll { $0 == list }
        readOrder.append(list)
        while readOrder.count > keptLists { trails[readOrder.removeFirst()] = nil }
    }
}
