import FoundationEssentials

/// What the status line says of the list, before the presenter words it.
enum PagedListPhase: Equatable {
    /// Nothing to say yet.
    case none
    /// The cache's items are shown, saved at this time; the server's are on their way.
    case cached(savedAt: Date)
    /// Nothing shown yet; the first answer is on its way.
    case loadingFirst
    /// The server's items are shown and newer ones are on their way.
    case refreshing
    /// Up to date as of this time (nil: known to be behind, see `markStale`).
    case online(updatedAt: Date?)
}
