import Testing

@testable import Tintype
@testable import TintypeApp

struct MediaItemTests {
    @Test func testThatAPhotosStillIsItsOriginal() {
        // given
        let photo = MediaItem(kind: .photo, altText: nil, url: "https://x/1.jpg", previewURL: "https://x/1_s.jpg")
        // when
        let address = photo.stillAddress
        // then
        #expect(address == "https://x/1.jpg")
    }

    @Test func testThatAVideosStillIsThePictureTheServerMadeOfIt() {
        // given
        let video = MediaItem(kind: .video, altText: nil, url: "https://x/1.mp4", previewURL: "https://x/1.jpg")
        // when
        let address = video.thumbnailAddress
        // then
        #expect(address == "https://x/1.jpg")
    }

    @Test func testThatAVideoWithoutAStillHasNone() {
        // given: the mapper puts the video itself where the server gave no preview
        let video = MediaItem(kind: .video, altText: nil, url: "https://x/1.mp4", previewURL: "https://x/1.mp4")
        // when
        let address = video.stillAddress
        // then
        #expect(address == nil)
    }
}
