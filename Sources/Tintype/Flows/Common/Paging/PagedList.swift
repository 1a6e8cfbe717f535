import FoundationEssentials

/// Where a paged list stands, the same on every screen that pages: the cache's page shown first,
/// the server's newest page over it, older pages on reaching the end, and the end itself. A list
/// module keeps one in its state and asks it what to do; the words it shows are its own.
struct PagedList<Item> {
    typealias Footer = PagedListFooter
    typealias Phase = PagedListPhase

    private(set) var items: [Item] = []
    private(set) var hasOlder = false
    private(set) var isRefreshing = false
    private(set) var isLoadingOlder = false
    /// Set once the server answered in this run; until then the items, if any, are the cache's.
    private(set) var hasLiveData = false
    /// When the items shown were saved, while they come from the cache.
    private(set) var cachedAt: Date?
    private(set) var lastUpdatedAt: Date?
    /// Set when something new happened on the server while a refresh was on its way, whose answer
    /// may then not hold it.
    private var hasMissedNews = false

    /// Starts over from nothing (what is listed changed, such as photos only or every post), and
    /// fetches the first page.
    mutating func restart() {
        self = PagedList()
        isRefreshing = true
    }

    /// Starts fetching the newest page; false while one is on its way already. `forNews`: asked
    /// because something new happened on the server (a live notice); while a refresh is on its
    /// way, `takeMissedNews()` then says to fetch again once it has come.
    mutating func beginRefresh(forNews: Bool = false) -> Bool {
        guard !isRefreshing else {
            if forNews { hasMissedNews = true }
            return false
        }
        isRefreshing = true
        return true
    }

    /// The cache's page, shown only until the server has answered; false when it came too late.
    mutating func showCached(_ cached: [Item], hasOlder: Bool, savedAt: Date) -> Bool {
        guard !hasLiveData, items.isEmpty else { return false }
        items = cached
        self.hasOlder = hasOlder
        cachedAt = savedAt
        return true
    }

    /// The server's newest items, in place of what was shown.
    mutating func showNewest(_ newest: [Item], hasOlder: Bool, fetchedAt: Date) {
        isRefreshing = false
        hasLiveData = true
        cachedAt = nil
        lastUpdatedAt = fetchedAt
        items = newest
        self.hasOlder = hasOlder
    }

    /// Whether news came while the last refresh was on its way, so that the list must be fetched
    /// again; told once.
    mutating func takeMissedNews() -> Bool {
        defer { hasMissedNews = false }
        return hasMissedNews && !isRefreshing
    }

    mutating func failRefresh() {
        isRefreshing = false
    }

    /// Starts loading older items; false when there are none, none are shown yet, or they are
    /// on their way already.
    mutating func beginLoadingOlder() -> Bool {
        guard hasOlder, !isLoadingOlder, !items.isEmpty else { return false }
        isLoadingOlder = true
        return true
    }

    /// The whole list with the older items in it, where a service merges the pages.
    mutating func showOlder(merged: [Item], hasOlder: Bool) {
        isLoadingOlder = false
        items = merged
        self.hasOlder = hasOlder
    }

    mutating func failLoadingOlder() {
        isLoadingOlder = false
    }

    /// A page the server answered: the newest in place of what was shown, or, for an older
    /// page, the whole list with it merged in.
    mutating func showPage(_ page: [Item], hasOlder: Bool, fetchedAt: Date, areOlder: Bool) {
        if areOlder {
            showOlder(merged: page, hasOlder: hasOlder)
        } else {
            showNewest(page, hasOlder: hasOlder, fetchedAt: fetchedAt)
        }
    }

    /// A page did not come: the newest or an older one.
    mutating func failPage(areOlder: Bool) {
        if areOlder { failLoadingOlder() } else { failRefresh() }
    }

    /// The items are known to be behind the server (changed elsewhere): no time of the last
    /// update is claimed until the next answer.
    mutating func markStale() {
        lastUpdatedAt = nil
    }

    /// Changes the items in place (a like counted, a post edited), keeping where the list stands.
    @discardableResult
    mutating func updateItems<Result>(_ change: (inout [Item]) -> Result) -> Result {
        change(&items)
    }

    var phase: Phase {
        if let cachedAt, !hasLiveData { return .cached(savedAt: cachedAt) }
        if isRefreshing { return hasLiveData ? .refreshing : .loadingFirst }
        if hasLiveData { return .online(updatedAt: lastUpdatedAt) }
        return .none
    }

    var footer: Footer {
        if isLoadingOlder { return .loadingOlder }
        if items.isEmpty { return isRefreshing ? .loadingFirst : hasLiveData ? .empty : .notLoaded }
        return !hasOlder && hasLiveData ? .end : .none
    }
}
