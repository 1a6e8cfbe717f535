import TerminalUI
import Testing

@testable import Tintype
@testable import TintypeApp

@MainActor
struct MessageCellTests {
    static func object(isMine: Bool, footer: String? = nil, media: [String] = []) -> MessageCellObject {
        MessageCellObject(
            messageId: "1", isMine: isMine, header: isMine ? "You · 1h" : "Grace Hopper · 2h", text: "See you", media: media,
            footer: footer, tone: footer == nil ? .sent : .sending)
    }

    private static func text(of line: StyledLine) -> String { line.runs.map(\.text).joined() }

    @Test func testThatMyMessagesSitOnTheRight() {
        // given
        // when
        let lines = MessageCell.lines(for: Self.object(isMine: true), width: 62)
        // then
        #expect(Self.text(of: lines[1]) == String(repeating: " ", count: 53) + "See you")
    }

    @Test func testThatTheirMessagesSitOnTheLeft() {
        // given
        // when
        let lines = MessageCell.lines(for: Self.object(isMine: false), width: 62)
        // then
        #expect(Self.text(of: lines[1]) == "See you")
    }

    @Test func testThatAMessageOnItsWaySaysSo() {
        // given
        // when
        let lines = MessageCell.lines(for: Self.object(isMine: true, footer: "sending…"), width: 62)
        // then
        #expect(Self.text(of: lines[2]).hasSuffix("sending…"))
    }

    @Test func testThatEachPhotoHasItsDescription() {
        // given
        // when
        let lines = MessageCell.lines(for: Self.object(isMine: false, media: ["▣ A moth"]), width: 62)
        // then
        #expect(Self.text(of: lines[2]) == "▣ A moth")
    }

    @Test func testThatNoLineIsWiderThanTheRow() {
        // given
        let long = MessageCellObject(
            messageId: "1", isMine: true, header: "You", text: String(repeating: "word ", count: 50), media: [], footer: nil, tone: .sent)
        // when
        let lines = MessageCell.lines(for: long, width: 40)
        // then
        #expect(lines.allSatisfy { $0.width <= 38 })
    }
}
