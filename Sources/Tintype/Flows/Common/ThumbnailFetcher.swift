import Imaging

/// Fetches the thumbnails of the rows on screen for an interactor: each row's likeness at once,
/// its photo when it comes, and the fetches of rows that scrolled away cancelled.
///
/// At the `.largePhoto` size it fetches the photos of a feed shown large instead: the original,
/// no likeness (the thumbnails give that), nothing of a sensitive photo, and a row that scrolled
/// away is fetched again when it comes back, since its host lets large photos go to stay small.
///
/// It keeps nothing: the fetches are the interactor's task tracker's, one slot a row, and which
/// rows have their photo is the presenter's to know (`RowPictures`), which asks only for the rest.
@MainActor
struct ThumbnailFetcher {
    enum Size {
        case thumbnail, largePhoto
    }

    /// A row's first photo, by the row's id.
    struct Request: Equatable, Sendable {
        var rowId: String
        var item: MediaItem
    }

    /// Rows past the screen whose thumbnails are fetched ahead of the scroll.
    nonisolated static let rowsAhead = 3

    /// The rows whose thumbnails a list wants: those on screen and a few after, within the list.
    nonisolated static func wantedRows(onScreen indices: Range<Int>, count: Int) -> Range<Int> {
        let lower = min(indices.lowerBound, count)
        return lower..<max(lower, min(count, indices.upperBound + rowsAhead))
    }

    /// The requests for these posts' first pictures (a photo, or a video's still), for a list's presenter.
    nonisolated static func requests(for posts: some Collection<Post>) -> [Request] {
        posts.compactMap { post in
            post.media.first.flatMap { $0.thumbnailAddress != nil ? Request(rowId: post.id, item: $0) : nil }
        }
    }

    private let mediaService: any MediaService
    private let work: TaskTracker
    private let size: Size

    init(mediaService: any MediaService, work: TaskTracker, size: Size = .thumbnail) {
        self.mediaService = mediaService
        self.work = work
        self.size = size
    }

    /// Fetches what `requests` need and no longer what other rows did; `deliver` gets each
    /// likeness and photo on the main actor, `isFinal` once the row needs nothing more (its
    /// photo came, could not come, or, for a sensitive photo, its likeness is all it shows).
    func fetch(_ requests: [Request], deliver: @escaping @MainActor (_ rowId: String, PixelImage?, _ isFinal: Bool) -> Void) {
        let wanted = Set(requests.map { slot(of: $0.rowId) })
        work.cancelSlots { $0.hasPrefix(slotPrefix) && !wanted.contains($0) }
        for request in requests where !work.isRunning(inSlot: slot(of: request.rowId)) {
            guard let address = address(of: request.item) else { continue }
            let rowId = request.rowId
            let likeness =
                size == .thumbnail ? request.item.blurhash.flatMap { mediaService.likeness(of: $0, size: Self.likenessSize) } : nil
            // Sensitive photos stay their likeness in a list; the post itself reveals them.
            if request.item.isSensitive {
                deliver(rowId, likeness, true)
                continue
            }
            if let likeness { deliver(rowId, likeness, false) }
            let wantedPixels = size == .thumbnail ? PixelSize.thumbnail : .fullPanel
            work.start(inSlot: slot(of: rowId)) { [mediaService] in
                let picture = try? await mediaService.picture(at: address, wanted: wantedPixels)
                guard !Task.isCancelled else { return }
                deliver(rowId, picture, true)
            }
        }
    }

    private var slotPrefix: String {
        size == .thumbnail ? "thumbnail:" : "largePhoto:"
    }

    private func slot(of rowId: String) -> String {
        slotPrefix + rowId
    }

    private func address(of item: MediaItem) -> String? {
        switch size {
        case .thumbnail: item.thumbnailAddress
        case .largePhoto: item.stillAddress ?? item.thumbnailAddress
        }
    }

    private static let likenessSize = PixelSize(width: 16, height: 16)
}
