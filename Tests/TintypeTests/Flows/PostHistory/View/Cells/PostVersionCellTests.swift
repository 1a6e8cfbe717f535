import TerminalUI
import Testing

@testable import Tintype
@testable import TintypeApp

@MainActor
struct PostVersionCellTests {
    private let longCaption = Array(repeating: "rising dough", count: 30).joined(separator: " ")

    @Test func testThatALongCaptionIsShownWhole() {
        // given
        let object = PostVersionCellObject(id: "1", heading: "edited 2m", caption: longCaption, altTexts: [])
        // when
        let lines = PostVersionCell.lines(for: object, width: 40)
        // then
        let shown = lines.dropFirst().compactMap { $0.runs.first?.text }.joined(separator: " ")
        #expect(shown.trimmingCharacters(in: .whitespaces) == longCaption)
    }

    @Test func testThatTheHeadingComesFirst() {
        // given
        let object = PostVersionCellObject(id: "1", heading: "edited 2m", caption: "Risen", altTexts: [])
        // when
        let lines = PostVersionCell.lines(for: object, width: 40)
        // then
        #expect(lines.first?.runs.first?.text == "edited 2m")
    }
}
