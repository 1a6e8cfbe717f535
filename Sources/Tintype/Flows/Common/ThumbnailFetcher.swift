import Imaging

/// Fetches the thumbnails of the rows on screen for an interactor: each row's likeness at once,
/// its photo when it comes, and the fetches of rows that scrolled away cancelled.
///
/// At the `.largePhoto` size it fetches the photos of a feed shown large instead: the original,
/// no likeness (the thumbnails give that), nothing of a sensitive photo, and a row that scrolled
/// away is fetched again when it comes back, since its host lets large photos go to stay small.
@MainActor
final class ThumbnailFetcher {
    enum Size {
        case thumbnail, largePhoto
    }

    /// A row's first photo, by the row's id.
    struct Request: Equatable, Sendable {
        var rowId: String
        var item: MediaItem
    }

    /// Rows past the screen whose thumbnails are fetched ahead of the scroll.
    static let rowsAhead = 3

    /// The rows whose thumbnails a list wants: those on screen and a few after, within the list.
    static func wantedRows(onScreen indices: Range<Int>, count: Int) -> Range<Int> {
        let lower = min(indices.lowerBound, count)
        return lower..<max(lower, min(count, indices.upperBound + rowsAhead))
    }

    /// The requests for these posts' first pictures (a photo, or a video's still), for a list's presenter.
    static func requests(for posts: some Collection<Post>) -> [Request] {
        posts.compactMap { post in
            post.media.first.flatMap { $0.thumbnailAddress != nil ? Request(rowId: post.id, item: $0) : nil }
        }
    }

    private let mediaService: any MediaService
    private let work: TaskTracker
    private let size: Size
    private var tasks: [String: Task<Void, Never>] = [:]
    /// Rows whose photo has come: asked again, they need nothing.
    private var done: Set<String> = []

    init(mediaService: any MediaService, work: TaskTracker, size: Size = .thumbnail) {
        self.mediaService = mediaService
        self.work = work
        self.size = size
    }

    /// Fetches what `requests` need and no longer what they do not; `deliver` gets each
    /// likeness and photo on the main actor.
    func fetch(_ requests: [Request], deliver: @escaping @MainActor (_ rowId: String, PixelImage) -> Void) {
        let wanted = Set(requests.map(\.rowId))
        for (rowId, task) in tasks where !wanted.contains(rowId) {
            task.cancel()
            tasks[rowId] = nil
        }
        if size == .largePhoto { done.formIntersection(wanted) }
        for request in requests where tasks[request.rowId] == nil && !done.contains(request.rowId) {
            guard let address = address(of: request.item) else { continue }
            if size == .thumbnail, let blurhash = request.item.blurhash,
                let likeness = mediaService.likeness(of: blurhash, size: Self.likenessSize)
            {
                deliver(request.rowId, likeness)
            }
            // Sensitive photos stay their likeness in a list; the post itself reveals them.
            guard !request.item.isSensitive else {
                done.insert(request.rowId)
                continue
            }
            let rowId = request.rowId
            let wantedPixels = size == .thumbnail ? PixelSize.thumbnail : .fullPanel
            tasks[rowId] = work.start { [weak self, mediaService] in
                let picture = try? await mediaService.picture(at: address, wanted: wantedPixels)
                guard !Task.isCancelled else { return }
                self?.tasks[rowId] = nil
                self?.done.insert(rowId)
                if let picture { deliver(rowId, picture) }
            }
        }
    }

    func cancelAll() {
        tasks.values.forEach { $0.cancel() }
        tasks = [:]
    }

    private func address(of item: MediaItem) -> String? {
        switch size {
        case .thumbnail: item.thumbnailAddress
        case .largePhoto: item.stillAddress ?? item.thumbnailAddress
        }
    }

    private static let likenessSize = PixelSize(width: 16, height: 16)
}
