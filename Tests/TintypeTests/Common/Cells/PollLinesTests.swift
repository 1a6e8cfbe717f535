import Testing

@testable import Tintype

@MainActor
struct PollLinesTests {
    private static func text(_ poll: PollCellObject, width: Int = 40) -> [String] {
        PollLines.lines(for: poll, width: width).map { $0.runs.map(\.text).joined() }
    }

    @Test func testThatAnOpenPollShowsAnEmptyCircleByEachOption() {
        // given
        let poll = PollCellObject(options: [.init(number: "", title: "moth")], summary: "0 votes")
        // when
        let lines = Self.text(poll)
        // then
        #expect(lines == ["○ moth", "0 votes"])
    }

    @Test func testThatAShareIsABarWithItsPercentAndMyMark() {
        // given
        let poll = PollCellObject(options: [.init(number: "", title: "moth", share: 0.8, percent: "80%", isMine: true)], summary: "")
        // when
        let lines = Self.text(poll)
        // then
        #expect(lines == ["████████░░  80% moth ✓"])
    }

    @Test func testThatALongTitleIsCutToTheWidth() {
        // given
        let poll = PollCellObject(options: [.init(number: "1", title: String(repeating: "x", count: 10_000), isMarked: true)], summary: "")
        // when
        let lines = Self.text(poll, width: 20)
        // then
        #expect(lines.first.map { $0.hasPrefix("1 ● ") && $0.count == 20 } == true)
    }
}
