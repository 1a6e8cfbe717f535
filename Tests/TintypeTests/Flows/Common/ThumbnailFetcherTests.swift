import Imaging
import Testing

@testable import Tintype
@testable import TintypeApp

@MainActor
struct ThumbnailFetcherTests {
    nonisolated static let photo = PixelImage(width: 2, height: 2, filledWith: .white)
    static let likeness = PixelImage(width: 1, height: 1, filledWith: .black)
    static let item = MediaItem(
        kind: .photo, altText: nil, url: "https://x/1.jpg", previewURL: "https://x/1_s.jpg", blurhash: "LEHV6nWB2yk8pyo0adR*.7kCMdnj")

    private func fetch(_ item: MediaItem, media: MediaServiceStub, size: ThumbnailFetcher.Size = .thumbnail) async -> [PixelImage] {
        let work = TaskTracker()
        let fetcher = ThumbnailFetcher(mediaService: media, work: work, size: size)
        var delivered: [PixelImage] = []
        fetcher.fetch([ThumbnailFetcher.Request(rowId: "1", item: item)]) { _, picture, _ in
            if let picture { delivered.append(picture) }
        }
        await work.idle()
        return delivered
    }

    @Test func testThatTheLikenessComesFirstThenThePhoto() async {
        // given
        let media = MediaServiceStub(answer: { _ in .success(Self.photo) }, likeness: Self.likeness)
        // when
        let delivered = await fetch(Self.item, media: media)
        // then
        #expect(delivered == [Self.likeness, Self.photo])
    }

    @Test func testThatTheSmallCopyIsFetched() async {
        // given
        let media = MediaServiceStub(answer: { _ in .success(Self.photo) })
        // when
        _ = await fetch(Self.item, media: media)
        // then
        #expect(media.requestedAddresses == ["https://x/1_s.jpg"])
    }

    @Test func testThatAVideosStillIsFetched() async {
        // given
        let media = MediaServiceStub(answer: { _ in .success(Self.photo) })
        let video = MediaItem(kind: .video, altText: nil, url: "https://x/1.mp4", previewURL: "https://x/1.jpg")
        // when
        _ = await fetch(video, media: media)
        // then
        #expect(media.requestedAddresses == ["https://x/1.jpg"])
    }

    @Test func testThatASensitivePhotoStaysItsLikeness() async {
        // given
        var item = Self.item
        item.isSensitive = true
        let media = MediaServiceStub(answer: { _ in .success(Self.photo) }, likeness: Self.likeness)
        // when
        let delivered = await fetch(item, media: media)
        // then
        #expect(delivered == [Self.likeness] && media.requestedAddresses.isEmpty)
    }

    @Test func testThatARowWhosePhotoIsOnItsWayIsNotFetchedTwice() async {
        // given
        let media = MediaServiceStub(answer: { _ in .success(Self.photo) })
        let work = TaskTracker()
        let fetcher = ThumbnailFetcher(mediaService: media, work: work)
        let request = ThumbnailFetcher.Request(rowId: "1", item: Self.item)
        fetcher.fetch([request]) { _, _, _ in }
        // when
        fetcher.fetch([request]) { _, _, _ in }
        await work.idle()
        // then
        #expect(media.requestedAddresses.count == 1)
    }

    @Test func testThatThePhotoEndsTheRowsWait() async {
        // given
        let media = MediaServiceStub(answer: { _ in .success(Self.photo) }, likeness: Self.likeness)
        let work = TaskTracker()
        var finals: [Bool] = []
        // when
        ThumbnailFetcher(mediaService: media, work: work).fetch([ThumbnailFetcher.Request(rowId: "1", item: Self.item)]) {
            _, _, isFinal in finals.append(isFinal)
        }
        await work.idle()
        // then
        #expect(finals == [false, true])
    }

    @Test func testThatAPhotoThatCannotComeEndsTheRowsWaitWithNothing() async {
        // given
        let media = MediaServiceStub(answer: { _ in .failure(.unreachable(.unreachable)) })
        let work = TaskTracker()
        var arrivals: [(PixelImage?, Bool)] = []
        // when
        ThumbnailFetcher(mediaService: media, work: work).fetch([ThumbnailFetcher.Request(rowId: "1", item: Self.item)]) {
            _, picture, isFinal in arrivals.append((picture, isFinal))
        }
        await work.idle()
        // then
        #expect(arrivals.count == 1 && arrivals.first?.0 == nil && arrivals.first?.1 == true)
    }

    @Test func testThatARowThatScrolledAwayStopsLoading() async {
        // given
        let media = MediaServiceStub(answer: { _ in .success(Self.photo) })
        let work = TaskTracker()
        let fetcher = ThumbnailFetcher(mediaService: media, work: work)
        var delivered: [String] = []
        fetcher.fetch([ThumbnailFetcher.Request(rowId: "1", item: Self.item)]) { rowId, _, _ in delivered.append(rowId) }
        // when
        fetcher.fetch([]) { _, _, _ in }
        await work.idle()
        // then
        #expect(delivered.isEmpty)
    }

    @Test func testThatALargePhotoIsTheOriginal() async {
        // given
        let media = MediaServiceStub(answer: { _ in .success(Self.photo) })
        // when
        _ = await fetch(Self.item, media: media, size: .largePhoto)
        // then
        #expect(media.requestedAddresses == ["https://x/1.jpg"])
    }

    @Test func testThatALargePhotoComesWithoutALikeness() async {
        // given
        let media = MediaServiceStub(answer: { _ in .success(Self.photo) }, likeness: Self.likeness)
        // when
        let delivered = await fetch(Self.item, media: media, size: .largePhoto)
        // then
        #expect(delivered == [Self.photo])
    }

    @Test func testThatASensitivePhotoIsNotFetchedLarge() async {
        // given
        var item = Self.item
        item.isSensitive = true
        let media = MediaServiceStub(answer: { _ in .success(Self.photo) }, likeness: Self.likeness)
        // when
        let delivered = await fetch(item, media: media, size: .largePhoto)
        // then
        #expect(delivered.isEmpty && media.requestedAddresses.isEmpty)
    }

    @Test func testThatALargePhotoIsFetchedAgainWhenItsRowComesBack() async {
        // given: the row's photo came, then the row scrolled away
        let media = MediaServiceStub(answer: { _ in .success(Self.photo) })
        let work = TaskTracker()
        let fetcher = ThumbnailFetcher(mediaService: media, work: work, size: .largePhoto)
        let request = ThumbnailFetcher.Request(rowId: "1", item: Self.item)
        fetcher.fetch([request]) { _, _, _ in }
        await work.idle()
        fetcher.fetch([]) { _, _, _ in }
        // when
        fetcher.fetch([request]) { _, _, _ in }
        await work.idle()
        // then
        #expect(media.requestedAddresses.count == 2)
    }
}
