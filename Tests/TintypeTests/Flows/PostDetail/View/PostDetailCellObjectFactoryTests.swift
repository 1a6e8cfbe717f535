import Foundation
import Imaging
import Localisation
import Testing
import TextBasics

@testable import Tintype
@testable import TintypeApp

struct PostDetailCellObjectFactoryTests {
    let factory = PostDetailCellObjectFactory()
    let now = Date(timeIntervalSince1970: 1_000_000 + 3600)

    private static let twoPhotos = Post.fixture(
        id: "1",
        media: [
            MediaItem(kind: .photo, altText: "a cat", url: "https://example.org/cat.jpg"),
            MediaItem(kind: .photo, altText: nil, url: "https://example.org/dog.jpg"),
        ])

    private func objects(
        for post: Post = Self.twoPhotos, revealed: Bool = false, photoIndex: Int = 0, pictures: [String: PictureState] = [:]
    ) -> [PostDetailCellObject] {
        factory.cellObjects(for: post, isCaptionRevealed: revealed, photoIndex: photoIndex, pictures: pictures, now: now)
    }

    @Test func testThatTheShownPhotoGetsItsPlaceAndItsAltText() {
        #expect(objects().contains(.media(label: "Photo 1/2 · ←/→ more", picture: nil, note: nil, altText: "a cat")))
    }

    @Test func testThatTheSecondPhotoSaysItHasNoDescription() {
        #expect(objects(photoIndex: 1).contains(.media(label: "Photo 2/2 · ←/→ more", picture: nil, note: nil, altText: "no description")))
    }

    @Test func testThatALoadedPhotoIsDrawn() {
        // given
        let picture = PixelImage(width: 1, height: 1, filledWith: .white)
        // when
        let shown = objects(pictures: ["https://example.org/cat.jpg": PictureState(picture: picture)])
        // then
        #expect(shown.contains(.media(label: "Photo 1/2 · ←/→ more", picture: picture, note: nil, altText: "a cat")))
    }

    @Test func testThatASensitivePhotoStaysItsLikenessUntilRevealed() {
        // given
        var post = Self.twoPhotos
        post.media[0].isSensitive = true
        let likeness = PixelImage(width: 1, height: 1, filledWith: .black)
        let pictures = [
            "https://example.org/cat.jpg": PictureState(likeness: likeness, picture: PixelImage(width: 1, height: 1, filledWith: .white))
        ]
        // when
        let shown = objects(for: post, pictures: pictures)
        // then
        #expect(shown.contains(.media(label: "Photo 1/2 · ←/→ more", picture: likeness, note: "sensitive: s shows it", altText: "a cat")))
    }

    @Test func testThatAPhotoThatFailedSaysWhy() {
        // given
        let pictures = ["https://example.org/cat.jpg": PictureState(failure: "the picture is damaged")]
        // when
        let shown = objects(pictures: pictures)
        // then
        #expect(
            shown.contains(.media(label: "Photo 1/2 · ←/→ more", picture: nil, note: "not shown: the picture is damaged", altText: "a cat"))
        )
    }

    @Test func testThatAVideosStillIsDrawnAndSaysWhereItPlays() {
        // given
        let post = Post.fixture(
            id: "1",
            media: [
                MediaItem(kind: .video, altText: "a launch", url: "https://example.org/go.mp4", previewURL: "https://example.org/go.jpg")
            ])
        let still = PixelImage(width: 1, height: 1, filledWith: .white)
        // when
        let shown = objects(for: post, pictures: ["https://example.org/go.jpg": PictureState(picture: still)])
        // then
        #expect(
            shown.contains(.media(label: "Video 1/1", picture: still, note: "plays outside the terminal: o opens it", altText: "a launch")))
    }

    @Test func testThatAVideoSaysHowLongItRuns() {
        // given
        let post = Post.fixture(
            id: "1", media: [MediaItem(kind: .video, altText: "a launch", url: "https://example.org/go.mp4", durationSeconds: 64)])
        // when
        let shown = objects(for: post)
        // then
        #expect(shown.contains { if case .media(let label, _, _, _, _) = $0 { label == "Video 1/1 · 1:04" } else { false } })
    }

    @Test func testThatHeaderCarriesHandleAgeAndVisibility() {
        // given
        var post = Post.fixture(id: "1")
        post.visibility = .followers
        // when
        let objects = objects(for: post)
        // then
        #expect(objects.first == .header(name: "Grace Hopper", details: "@grace · 1h · followers only", ageLink: nil))
    }

    @Test func testThatTheAgeLinksToThePostsOwnPage() {
        // given
        var post = Post.fixture(id: "1")
        post.address = "https://pixelfed.example/p/grace/1"
        // when
        let objects = objects(for: post)
        // then
        #expect(
            objects.first
                == .header(
                    name: "Grace Hopper", details: "@grace · 1h · everyone",
                    ageLink: TextLink(text: "1h", address: "https://pixelfed.example/p/grace/1")))
    }

    @Test func testThatCountsAreSpelledOut() {
        // given
        let post = Post.fixture(id: "1", likes: 1, isLiked: true)
        // when
        let objects = objects(for: post)
        // then
        #expect(objects.last == .counts("♥ 1 like · ↩ 0 comments · ↻ 0 boosts", isLiked: true))
    }

    @Test func testThatAPostAFilterWarnsAboutKeepsItsCaptionUntilRevealed() {
        // given
        var post = Post.fixture(id: "1", caption: "The finale")
        post.filterTitle = "Spoilers"
        // when
        let shown = objects(for: post)
        // then
        #expect(
            !shown.contains(.caption("The finale", links: [])) && shown.contains { if case .contentWarning = $0 { true } else { false } })
    }

    @Test func testThatAPostAFilterWarnsAboutShowsItsCaptionOnceRevealed() {
        // given
        var post = Post.fixture(id: "1", caption: "The finale")
        post.filterTitle = "Spoilers"
        // when
        let shown = objects(for: post, revealed: true)
        // then
        #expect(shown.contains(.caption("The finale", links: [])))
    }

    @Test func testThatAQuotedPostStandsAfterTheCaptionWithTheKeyThatOpensIt() {
        // given
        var post = Post.fixture(id: "2", caption: "So true")
        post.quote = .shown(
            QuotedPost(id: "1", author: Author(id: "g", displayName: "Grace", handle: "grace"), createdAt: nil, caption: "Bugs"))
        // when
        let quoteIndex = objects(for: post).firstIndex { if case .quote(_, let hint) = $0 { hint == Strings.openQuoteHint } else { false } }
        // then
        #expect(quoteIndex.map { objects(for: post)[$0 - 1] } == .caption("So true", links: []))
    }

    @Test func testThatAQuoteNotShownOffersNothingToOpen() {
        // given
        var post = Post.fixture(id: "2")
        post.quote = .hidden
        // when
        let shown = objects(for: post)
        // then
        #expect(shown.contains(.quote(QuoteCardObject(text: Strings.quoteHidden, isNote: true), hint: nil)))
    }
}
