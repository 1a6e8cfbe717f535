import TerminalUI
import Testing

@testable import Tintype
@testable import TintypeApp

@MainActor
struct ExploreCellTests {
    private func text(_ object: ExploreCellObject, width: Int = 60) -> [String] {
        ExploreCell.lines(for: object, width: width).map { $0.runs.map(\.text).joined() }
    }

    @Test func testThatTheFirstOfAGroupIsHeaded() {
        // given
        let object = ExploreCellObject(id: "account:g", kind: .account, heading: "Accounts", title: "Grace Hopper", detail: "@grace@demo")
        // when
        let lines = text(object)
        // then
        #expect(lines == ["Accounts", "Grace Hopper @grace@demo", ""])
    }

    @Test func testThatAPostShowsItsCaptionUnderItsAuthor() {
        // given
        let object = ExploreCellObject(id: "post:9", kind: .post, title: "Grace Hopper · 2h", detail: "Moths at the lamp")
        // when
        let lines = text(object)
        // then
        #expect(lines == ["Grace Hopper · 2h", "Moths at the lamp", ""])
    }

    @Test func testThatNoLineIsWiderThanTheRow() {
        // given
        let object = ExploreCellObject(
            id: "account:g", kind: .account, heading: "Accounts", title: "Grace Brewster Murray Hopper",
            detail: "@grace@a.very.long.instance")
        // when
        let widths = ExploreCell.lines(for: object, width: 20).map(\.width)
        // then
        #expect(widths.allSatisfy { $0 <= 18 })
    }
}
