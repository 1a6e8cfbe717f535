import Foundation
import Testing

@testable import Tintype

struct PostDetailCellObjectFactoryTests {
    let factory = PostDetailCellObjectFactory()
    let now = Date(timeIntervalSince1970: 1_000_000 + 3600)

    @Test func testThatEveryPhotoGetsAnIndexAndItsAltText() {
        // given
        let post = Post.fixture(
            id: "1",
            media: [
                MediaItem(kind: .photo, altText: "a cat", url: nil),
                MediaItem(kind: .photo, altText: nil, url: nil),
            ])
        // when
        let objects = factory.cellObjects(for: post, isCaptionRevealed: false, now: now)
        // then
        #expect(
            objects.contains(.media(label: "Photo 1/2", altText: "a cat"))
                && objects.contains(.media(label: "Photo 2/2", altText: "no description")))
    }

    @Test func testThatHeaderCarriesHandleAgeAndVisibility() {
        // given
        var post = Post.fixture(id: "1")
        post.visibility = .followers
        // when
        let objects = factory.cellObjects(for: post, isCaptionRevealed: false, now: now)
        // then
        #expect(objects.first == .header(name: "Grace Hopper", details: "@grace · 1h · followers only"))
    }

    @Test func testThatCountsAreSpelledOut() {
        // given
        let post = Post.fixture(id: "1", likes: 1, isLiked: true)
        // when
        let objects = factory.cellObjects(for: post, isCaptionRevealed: false, now: now)
        // then
        #expect(objects.last == .counts("♥ 1 like · ↩ 0 comments · ↻ 0 boosts", isLiked: true))
    }
}
