import Foundation
import Localisation
import Testing

@testable import Tintype
@testable import TintypeApp

struct ConversationCellObjectFactoryTests {
    let factory = ConversationCellObjectFactory()
    let now = Date(timeIntervalSince1970: 1_000_000)

    @Test func testThatTheirMessagesNameTheAuthor() {
        // given
        let message = Message(id: "1", author: Author(id: "g", displayName: "Grace Hopper", handle: "grace"), createdAt: now, text: "Hi")
        // when
        let row = factory.cellObjects(for: [message], now: now)[0]
        // then
        #expect(row.header == "Grace Hopper · now" && !row.isMine)
    }

    @Test func testThatMineSayYou() {
        // given
        let message = Message(id: "1", author: nil, createdAt: now, text: "Hi")
        // when
        let row = factory.cellObjects(for: [message], now: now)[0]
        // then
        #expect(row.header == "You · now" && row.isMine)
    }

    @Test func testThatAMessageNotSentSaysWhyAndWhatToDo() {
        // given
        let message = Message(id: "1", author: nil, createdAt: now, text: "Hi", delivery: .notSent("the server did not answer"))
        // when
        let row = factory.cellObjects(for: [message], now: now)[0]
        // then
        #expect(row.footer == Strings.notSent("the server did not answer") && row.tone == .notSent)
    }

    @Test func testThatAPhotoWithoutADescriptionSaysSo() {
        // given
        let message = Message(id: "1", author: nil, createdAt: now, text: "", media: [MediaItem(kind: .photo, altText: nil, url: nil)])
        // when
        let row = factory.cellObjects(for: [message], now: now)[0]
        // then
        #expect(row.media == ["▣ a photo without a description"])
    }
}
