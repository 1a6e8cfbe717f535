import Foundation
import Imaging
import Localisation
import Testing

@testable import Tintype
@testable import TintypeApp

struct PostCellObjectFactoryTests {
    let factory = PostCellObjectFactory()
    let now = Date(timeIntervalSince1970: 1_000_000 + 2 * 3600)

    private func cellObject(for post: Post) -> PostCellObject {
        factory.cellObjects(for: [post], now: now)[0]
    }

    @Test func testThatAgeIsShort() {
        // given
        let post = Post.fixture(id: "1")
        // when
        let object = cellObject(for: post)
        // then
        #expect(object.age == "2h")
    }

    /// The photo went missing on this machine before the post was sent: the server refused nothing.
    @Test func testThatAPhotoThatCannotBeReadIsNotBlamedOnTheServer() {
        // given
        var post = Post.fixture(id: "q1")
        post.delivery = .notSent(Strings.rejection(.photoUnreadable(path: "/home/ada/cat.jpg")))
        // when
        let object = cellObject(for: post)
        // then
        #expect(object.refusal == "not sent: /home/ada/cat.jpg cannot be read · Enter writes it again")
    }

    @Test func testThatLargeLikeCountIsCompact() {
        // given
        let post = Post.fixture(id: "1", likes: 1250)
        // when
        let object = cellObject(for: post)
        // then
        #expect(object.likes == "1.2k")
    }

    @Test func testThatHandleGetsAnAtSign() {
        // given
        let post = Post.fixture(id: "1")
        // when
        let object = cellObject(for: post)
        // then
        #expect(object.authorHandle == "@grace")
    }

    @Test func testThatPhotosAreCounted() {
        // given
        let photo = MediaItem(kind: .photo, altText: nil, url: nil)
        let post = Post.fixture(id: "1", media: [photo, photo])
        // when
        let object = cellObject(for: post)
        // then
        #expect(object.mediaSummary == "2 photos")
    }

    @Test func testThatAVideoSaysHowLongItRuns() {
        // given
        let video = MediaItem(kind: .video, altText: nil, url: "https://x/1.mp4", durationSeconds: 4)
        let post = Post.fixture(id: "1", media: [video])
        // when
        let object = cellObject(for: post)
        // then
        #expect(object.mediaSummary == "1 video · 0:04")
    }

    @Test func testThatAVideoIsMarkedAsMoving() {
        // given
        let post = Post.fixture(id: "1", media: [MediaItem(kind: .video, altText: nil, url: "https://x/1.mp4")])
        // when
        let object = cellObject(for: post)
        // then
        #expect(object.mediaMoves)
    }

    @Test func testThatFirstAltTextIsShownOnOneLine() {
        // given
        let photo = MediaItem(kind: .photo, altText: "A cat\non a sofa", url: nil)
        let post = Post.fixture(id: "1", media: [photo])
        // when
        let object = cellObject(for: post)
        // then
        #expect(object.altText == "alt: A cat on a sofa")
    }

    @Test func testThatContentWarningIsLabelled() {
        // given
        var post = Post.fixture(id: "1")
        post.contentWarning = "spoilers"
        // when
        let object = cellObject(for: post)
        // then
        #expect(object.contentWarning == "CW: spoilers")
    }

    @Test func testThatBoostNamesWhoBoosted() {
        // given
        var post = Post.fixture(id: "1")
        post.boostedBy = Author(id: "9", displayName: "Ada", handle: "ada")
        // when
        let object = cellObject(for: post)
        // then
        #expect(object.boostLine == "↻ Ada boosted")
    }

    @Test func testThatAPostIBoostedIsMarkedSo() {
        // given
        var post = Post.fixture(id: "1")
        post.isBoosted = true
        // when
        let object = cellObject(for: post)
        // then
        #expect(object.isBoosted)
    }

    @Test func testThatAPostISavedIsMarkedSo() {
        // given
        var post = Post.fixture(id: "1")
        post.isSaved = true
        // when
        let object = cellObject(for: post)
        // then
        #expect(object.isSaved)
    }

    @Test func testThatALargePhotoRowShowsThePhotoInFull() {
        // given
        let photo = MediaItem(kind: .photo, altText: nil, url: "https://x/1.jpg", aspectRatio: 1.5)
        let full = PixelImage(width: 3, height: 2, filledWith: .white)
        // when
        let object = factory.cellObjects(for: [Post.fixture(id: "1", media: [photo])], now: now, thumbnails: [:], largePhotos: ["1": full])[
            0]
        // then
        #expect(object.largePhoto == PostCellObject.LargePhoto(picture: full, aspectRatio: 1.5))
    }

    @Test func testThatTheThumbnailStandsInWhileTheLargePhotoLoads() {
        // given
        let photo = MediaItem(kind: .photo, altText: nil, url: "https://x/1.jpg")
        let small = PixelImage(width: 1, height: 1, filledWith: .black)
        // when
        let object = factory.cellObjects(
            for: [Post.fixture(id: "1", media: [photo])], now: now, thumbnails: ["1": small], largePhotos: [:])[0]
        // then
        #expect(object.largePhoto?.picture == small)
    }

    @Test func testThatAPostWithoutPhotosHasNoLargePhoto() {
        // when
        let object = factory.cellObjects(for: [Post.fixture(id: "1")], now: now, thumbnails: [:], largePhotos: [:])[0]
        // then
        #expect(object.largePhoto == nil)
    }

    @Test func testThatAPostAFilterWarnsAboutShowsTheFiltersTitle() {
        // given
        var post = Post.fixture(id: "1")
        post.filterTitle = "Spoilers"
        // when
        let object = cellObject(for: post)
        // then
        #expect(object.contentWarning == "Filtered: Spoilers")
    }

    @Test func testThatAPostAFilterWarnsAboutShowsNoPicture() {
        // given
        var post = Post.fixture(id: "1", media: [MediaItem(kind: .photo, altText: "the finale", url: "https://x/1.jpg")])
        post.filterTitle = "Spoilers"
        // when
        let object = factory.cellObjects(for: [post], now: now, thumbnails: [:])[0]
        // then
        #expect(!object.hasThumbnail && object.altText == nil)
    }

    private func quoting(_ quote: PostQuote) -> Post {
        var post = Post.fixture(id: "2")
        post.quote = quote
        return post
    }

    @Test func testThatAQuotedPostsCardNamesItsAuthorAndAge() {
        // given
        let quoted = QuotedPost(
            id: "1", author: Author(id: "g", displayName: "Grace Hopper", handle: "grace"),
            createdAt: Date(timeIntervalSince1970: 1_000_000),
            caption: "Bugs")
        // when
        let card = cellObject(for: quoting(.shown(quoted))).quote
        // then
        #expect(card?.authorName == "Grace Hopper" && card?.details == "@grace · 2h")
    }

    @Test func testThatAQuotedPostsWarningStandsForItsCaption() {
        // given
        let quoted = QuotedPost(
            id: "1", author: Author(id: "g", displayName: "Grace", handle: "grace"), createdAt: nil, caption: "Spoilers",
            contentWarning: "film")
        // when
        let card = cellObject(for: quoting(.shown(quoted))).quote
        // then
        #expect(card?.text == Strings.contentWarning("film") && card?.isNote == true)
    }

    @Test func testThatAQuotedPostsPhotosAreCounted() {
        // given
        let quoted = QuotedPost(
            id: "1", author: Author(id: "g", displayName: "Grace", handle: "grace"), createdAt: nil, caption: "",
            media: [MediaItem(kind: .photo, altText: nil, url: "https://x/1.jpg")])
        // when
        let card = cellObject(for: quoting(.shown(quoted))).quote
        // then
        #expect(card?.mediaSummary == "▣ " + Strings.photoCount(1, kind: .photo))
    }

    @Test func testThatARemovedQuoteSaysSoInItsCard() {
        // given
        // when
        let card = cellObject(for: quoting(.removed)).quote
        // then
        #expect(card == QuoteCardObject(text: Strings.quoteRemoved, isNote: true))
    }
}
