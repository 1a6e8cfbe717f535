import Foundation
import Testing

@testable import Tintype
@testable import TintypeApp

struct CommentsCellObjectFactoryTests {
    let factory = CommentsCellObjectFactory()

    @Test func testThatASentCommentShowsItsLikes() {
        // given
        var comment = CommentFixture.comment(id: "2")
        comment.likesCount = 3
        // when
        let object = factory.cellObjects(for: [comment], now: .now).first
        // then
        #expect(object?.footer == "♥ 3")
    }

    @Test func testThatACommentOnItsWayIsYoursAndSending() {
        // given
        let comment = CommentFixture.comment(id: "q", delivery: .sending)
        // when
        let object = factory.cellObjects(for: [comment], now: .now).first
        // then
        #expect(object?.author == "You" && object?.footer == "sending…" && object?.tone == .sending)
    }

    @Test func testThatACommentNotSentSaysWhyAndWhatToDo() {
        // given
        let comment = CommentFixture.comment(id: "q", delivery: .notSent("the server refused it"))
        // when
        let object = factory.cellObjects(for: [comment], now: .now).first
        // then
        #expect(object?.footer == "not sent: the server refused it · r retries · x takes it back")
    }

    @Test func testThatDetailsGiveTheHandleAndAge() {
        // given
        var comment = CommentFixture.comment(id: "2", handle: "alan")
        comment.createdAt = Date(timeIntervalSince1970: 0)
        // when
        let object = factory.cellObjects(for: [comment], now: Date(timeIntervalSince1970: 7200)).first
        // then
        #expect(object?.details == "@alan · 2h")
    }

    @Test func testThatAContentWarningStandsInForTheText() {
        // given
        var comment = CommentFixture.comment(id: "2")
        comment.contentWarning = "spoilers"
        // when
        let object = factory.cellObjects(for: [comment], now: .now).first
        // then
        #expect(object?.text == "CW: spoilers")
    }
}
