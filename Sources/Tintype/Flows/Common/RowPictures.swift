import Imaging

/// The pictures of a list's rows, by row id, as a presenter keeps them: a row's likeness until its
/// photo comes, then the photo. Rows that need nothing more are not asked for again.
struct RowPictures {
    private(set) var pictures: [String: PixelImage] = [:]
    /// Rows whose photo came, could not come, or shows only its likeness (a sensitive one).
    private var finished: Set<String> = []
    /// Rows whose animation ended by itself (it does not move, or cannot be played).
    private var stillRows: Set<String> = []

    subscript(rowId: String) -> PixelImage? {
        pictures[rowId]
    }

    /// A picture for a row (nil: none came, and the row keeps what it shows); `isFinal` when the
    /// row needs nothing more. Answers whether a picture came, for the row to be drawn again.
    @discardableResult
    mutating func receive(_ picture: PixelImage?, forRow rowId: String, isFinal: Bool) -> Bool {
        if let picture { pictures[rowId] = picture }
        if isFinal { finished.insert(rowId) }
        return picture != nil
    }

    /// A row's animation ended by itself: it is not played again.
    mutating func animationEnded(forRow rowId: String) {
        stillRows.insert(rowId)
    }

    /// The animations of these posts that may still move.
    func animating(_ posts: some Collection<Post>) -> [AnimationPlayer.Request] {
        AnimationPlayer.requests(for: posts).filter { !stillRows.contains($0.rowId) }
    }

    /// The requests of rows still waiting for their photo.
    func wanting(_ requests: [ThumbnailFetcher.Request]) -> [ThumbnailFetcher.Request] {
        requests.filter { !finished.contains($0.rowId) }
    }

    /// The requests of the posts on screen and the few after them whose photo has not come.
    func wanting(_ posts: [Post], onScreen indices: Range<Int>) -> [ThumbnailFetcher.Request] {
        wanting(ThumbnailFetcher.requests(for: posts[ThumbnailFetcher.wantedRows(onScreen: indices, count: posts.count)]))
    }

    /// As `wanting(_:onScreen:)`, letting go of the pictures of every other row: for large
    /// photos, megabytes each, which the file cache gives back in milliseconds.
    mutating func keepingOnly(_ posts: [Post], onScreen indices: Range<Int>) -> [ThumbnailFetcher.Request] {
        let near = posts[ThumbnailFetcher.wantedRows(onScreen: indices, count: posts.count)]
        keepOnly(rows: Set(near.map(\.id)))
        return wanting(ThumbnailFetcher.requests(for: near))
    }

    /// Lets go of the pictures of other rows (large photos, kept only near the screen); those
    /// rows are fetched again when they come back.
    mutating func keepOnly(rows rowIds: Set<String>) {
        pictures = pictures.filter { rowIds.contains($0.key) }
        finished.formIntersection(rowIds)
    }
}
