import Imaging
import Testing

@testable import Tintype
@testable import TintypeApp

@MainActor
struct PhotoFetcherTests {
    @Test func testThatAPhotoBeingFetchedIsNotFetchedTwice() async {
        // given
        let media = MediaServiceStub()
        let work = TaskTracker()
        let fetcher = PhotoFetcher(mediaService: media, work: work)
        let item = MediaItem(kind: .photo, altText: nil, url: "https://x/1.jpg")
        // when
        fetcher.fetch(item) { _, _ in }
        fetcher.fetch(item) { _, _ in }
        await work.idle()
        // then
        #expect(media.requestedAddresses == ["https://x/1.jpg"])
    }

    @Test func testThatTheLikenessComesFirstInThePhotosShape() async {
        // given
        let media = MediaServiceStub(likenessOfAskedSize: true)
        let work = TaskTracker()
        let fetcher = PhotoFetcher(mediaService: media, work: work)
        var sizes: [String] = []
        // when
        fetcher.fetch(MediaItem(kind: .photo, altText: nil, url: "https://x/1.jpg", blurhash: "LEHV6nWB2yk8", aspectRatio: 2)) {
            _, arrival in
            if case .likeness(let likeness) = arrival { sizes.append("\(likeness.width)x\(likeness.height)") }
        }
        await work.idle()
        // then
        #expect(sizes == ["32x16"])
    }
}
