import Imaging
import Testing

@testable import Tintype
@testable import TintypeApp

struct RowPicturesTests {
    static let photo = PixelImage(width: 2, height: 2, filledWith: .white)
    static let likeness = PixelImage(width: 1, height: 1, filledWith: .black)
    static let request = ThumbnailFetcher.Request(
        rowId: "1", item: MediaItem(kind: .photo, altText: nil, url: "https://x/1.jpg", previewURL: "https://x/1_s.jpg"))

    @Test func testThatARowShowingItsLikenessIsStillWanted() {
        // given
        var pictures = RowPictures()
        // when
        pictures.receive(Self.likeness, forRow: "1", isFinal: false)
        // then
        #expect(pictures.wanting([Self.request]) == [Self.request])
    }

    @Test func testThatARowWhosePhotoCameIsNotWantedAgain() {
        // given
        var pictures = RowPictures()
        // when
        pictures.receive(Self.photo, forRow: "1", isFinal: true)
        // then
        #expect(pictures.wanting([Self.request]).isEmpty)
    }

    @Test func testThatAPhotoThatCouldNotComeLeavesTheLikenessShown() {
        // given
        var pictures = RowPictures()
        pictures.receive(Self.likeness, forRow: "1", isFinal: false)
        // when
        pictures.receive(nil, forRow: "1", isFinal: true)
        // then
        #expect(pictures["1"] == Self.likeness)
    }

    @Test func testThatARowLetGoIsWantedAgain() {
        // given
        var pictures = RowPictures()
        pictures.receive(Self.photo, forRow: "1", isFinal: true)
        // when
        pictures.keepOnly(rows: ["2"])
        // then
        #expect(pictures["1"] == nil && pictures.wanting([Self.request]) == [Self.request])
    }

    @Test func testThatThePostsOnScreenAndAFewAfterAreWanted() {
        // given
        let posts = (1...10).map { Self.photoPost(id: String($0)) }
        // when
        let wanted = RowPictures().wanting(posts, onScreen: 2..<4)
        // then
        #expect(wanted.map(\.rowId) == ["3", "4", "5", "6", "7"])
    }

    @Test func testThatKeepingTheRowsNearTheScreenLetsTheOthersGo() {
        // given
        let posts = (1...10).map { Self.photoPost(id: String($0)) }
        var pictures = RowPictures()
        pictures.receive(Self.photo, forRow: "1", isFinal: true)
        // when
        _ = pictures.keepingOnly(posts, onScreen: 5..<7)
        // then
        #expect(pictures["1"] == nil)
    }

    private static func photoPost(id: String) -> Post {
        .fixture(id: id, media: [MediaItem(kind: .photo, altText: nil, url: "https://x/\(id).jpg", previewURL: "https://x/\(id)_s.jpg")])
    }
}
