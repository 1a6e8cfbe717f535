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

    @Test func testThatAVideoWithoutAStillIsDrawnFromItself() {
        // given: the mapper puts the video itself where the server gave no preview
        let video = MediaItem(kind: .video, altText: nil, url: "https://x/1.mp4", previewURL: "https://x/1.mp4")
        // when
        let address = video.stillAddress
        // then: its first frame is drawn
        #expect(address == "https://x/1.mp4")
    }

    @Test func testThatASoundHasNoStill() {
        // given
        let sound = MediaItem(kind: .audio, altText: nil, url: "https://x/1.mp3", previewURL: "https://x/1.mp3")
        // when
        let address = sound.stillAddress
        // then
        #expect(address == nil)
    }

    @Test func testThatAnAnimationMoves() {
        // given
        let animation = MediaItem(kind: .animation, altText: nil, url: "https://x/1.gif")
        // then
        #expect(animation.moves)
    }

    @Test func testThatAPhotoDoesNotMove() {
        // given
        let photo = MediaItem(kind: .photo, altText: nil, url: "https://x/1.jpg")
        // then
        #expect(!photo.moves)
    }
}
