import Foundation
import Localisation
import Testing

@testable import Tintype
@testable import TintypeApp

struct QueuedPostMapperTests {
    let alan = Author(id: "a", displayName: "Alan Turing", handle: "alan")

    private func item(_ post: OutboxPost, rejection: OutboxRejection? = nil, at seconds: TimeInterval = 0) -> OutboxItem {
        OutboxItem(action: .post(post), createdAt: Date(timeIntervalSince1970: 1_000_000 + seconds), rejection: rejection)
    }

    @Test func testThatAQueuedPostIsOnItsWay() {
        // given
        let queued = item(OutboxPost(text: "Bread"))
        // when
        let post = QueuedPostMapper.post(from: queued, author: alan)
        // then
        #expect(post?.delivery == .sending)
    }

    @Test func testThatARefusedPostSaysWhy() {
        // given
        let queued = item(OutboxPost(text: "Bread"), rejection: .refused(serverMessage: "Text is spam"))
        // when
        let post = QueuedPostMapper.post(from: queued, author: alan)
        // then
        #expect(post?.delivery == .notSent(Strings.rejection(.refused(serverMessage: "Text is spam"))))
    }

    @Test func testThatTheCaptionIsCleaned() {
        // given
        let queued = item(OutboxPost(text: "Bread\u{1B}[2J rising"))
        // when
        let post = QueuedPostMapper.post(from: queued, author: alan)
        // then
        #expect(post?.caption.contains("\u{1B}") == false)
    }

    @Test func testThatAPhotoIsDrawnFromItsFile() {
        // given
        let queued = item(OutboxPost(text: "", photos: [.init(path: "/home/alan/bread.jpg", altText: "A loaf")]))
        // when
        let post = QueuedPostMapper.post(from: queued, author: alan)
        // then
        #expect(post?.media.first?.thumbnailAddress == "/home/alan/bread.jpg")
    }

    @Test func testThatAPhotoAlreadyUploadedHasNoFileToDraw() {
        // given
        let queued = item(OutboxPost(text: "", photos: [.init(path: "", altText: "A loaf", uploadedId: "m1")]))
        // when
        let post = QueuedPostMapper.post(from: queued, author: alan)
        // then
        #expect(post?.media.first?.thumbnailAddress == nil)
    }

    @Test func testThatTheNewestQueuedPostComesFirst() {
        // given
        let older = item(OutboxPost(text: "first"), at: 0)
        let newer = item(OutboxPost(text: "second"), at: 60)
        // when
        let posts = QueuedPostMapper.posts(from: [older, newer], author: alan)
        // then
        #expect(posts.map(\.caption) == ["second", "first"])
    }

    @Test func testThatALikeIsNoPost() {
        // given
        let like = OutboxItem(action: .like(postId: "7"))
        // when
        let post = QueuedPostMapper.post(from: like, author: alan)
        // then
        #expect(post == nil)
    }
}
