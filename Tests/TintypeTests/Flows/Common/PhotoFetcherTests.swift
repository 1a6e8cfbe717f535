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

    /// The photos the fetcher delivers of this item, in order: its still, then any frames of the
    /// animation played after it.
    private func photosDelivered(of item: MediaItem, frames: [String: [PixelImage]]) async -> [PixelImage] {
        let media = MediaServiceStub(answer: { _ in .success(PixelImage(width: 2, height: 2, filledWith: .white)) })
        media.loopFrames = frames
        let work = TaskTracker()
        var delivered: [PixelImage] = []
        let fetcher = PhotoFetcher(mediaService: media, work: work)
        fetcher.fetch(item) { _, arrival in
            if case .photo(let photo) = arrival { delivered.append(photo) }
        }
        await work.idle()
        fetcher.playAnimation(of: item) { _, arrival in
            if case .photo(let photo) = arrival { delivered.append(photo) }
        }
        await work.idle()
        return delivered
    }

    private static let red = PixelImage(width: 2, height: 2, filledWith: RGBColor(hex: 0xFF0000))
    private static let gif = MediaItem(kind: .animation, altText: nil, url: "https://x/1.gif", previewURL: "https://x/1.png")

    @Test func testThatAnAnimationsFramesFollowItsStill() async {
        // given: a GIF whose server made a still of it
        let item = Self.gif
        // when
        let delivered = await photosDelivered(of: item, frames: ["https://x/1.gif": [Self.red]])
        // then
        #expect(delivered == [PixelImage(width: 2, height: 2, filledWith: .white), Self.red])
    }

    @Test func testThatAPhotoIsNotPlayed() async {
        // given
        let item = MediaItem(kind: .photo, altText: nil, url: "https://x/1.gif")
        // when
        let delivered = await photosDelivered(of: item, frames: ["https://x/1.gif": [PixelImage(width: 1, height: 1, filledWith: .black)]])
        // then
        #expect(delivered.count == 1)
    }

    @Test func testThatNoAnimationStopsTheOnePlaying() async {
        // given
        let media = MediaServiceStub()
        media.loopFrames = ["https://x/1.gif": [Self.red]]
        let work = TaskTracker()
        let fetcher = PhotoFetcher(mediaService: media, work: work)
        var frames = 0
        fetcher.playAnimation(of: Self.gif) { _, _ in frames += 1 }
        // when
        fetcher.playAnimation(of: nil) { _, _ in frames += 1 }
        await work.idle()
        // then
        #expect(frames == 0)
    }

    @Test func testThatTheAnimationPlayingAskedForAgainGoesOnOnce() async {
        // given
        let media = MediaServiceStub()
        media.loopFrames = ["https://x/1.gif": [Self.red]]
        let work = TaskTracker()
        let fetcher = PhotoFetcher(mediaService: media, work: work)
        fetcher.playAnimation(of: Self.gif) { _, _ in }
        // when
        fetcher.playAnimation(of: Self.gif) { _, _ in }
        await work.idle()
        // then
        #expect(media.loopedAddresses == ["https://x/1.gif"])
    }
}
