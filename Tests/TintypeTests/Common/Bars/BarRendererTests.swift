import TerminalUI
import Testing

@testable import Tintype
@testable import TintypeApp

@MainActor
struct BarRendererTests {
    private func title(_ title: String, trailing: String, columns: Int) -> String {
        let canvas = MemoryCanvas(size: TerminalSize(rows: 1, columns: columns))
        BarRenderer.drawTitle(title, trailing: trailing, in: canvas)
        return canvas.renderedText()
    }

    @Test func testThatATitleAndItsHintShareARoomyBar() {
        // given
        // when
        let text = title("Activity", trailing: "v: show", columns: 30)
        // then
        #expect(text == " Activity             v: show")
    }

    @Test func testThatAHintWiderThanTheBarGivesWayToTheTitle() {
        // given
        // when
        let text = title("Активность", trailing: "v: показать · m: посты, которые я лайкнул", columns: 40)
        // then
        #expect(text == " Активность")
    }

    @Test func testThatALongTitleIsCutBeforeItsHintIsDropped() {
        // given
        // when
        let text = title("Posts tagged #photography on this instance", trailing: "r: again", columns: 40)
        // then
        #expect(text == " Posts tagged #photography o…  r: again")
    }
}
