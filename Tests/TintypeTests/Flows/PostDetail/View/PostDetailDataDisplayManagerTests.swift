import Foundation
import TerminalUI
import Testing

@testable import Tintype

@MainActor
struct PostDetailDataDisplayManagerTests {
    let manager = PostDetailDataDisplayManager()

    private func render(rows: Int, columns: Int) -> String {
        let canvas = MemoryCanvas(size: TerminalSize(rows: rows, columns: columns))
        manager.draw(in: canvas, top: 0, size: canvas.size)
        return canvas.renderedText()
    }

    @Test func testThatPostIsLaidOutWithItsPhotos() {
        // given
        manager.update(with: [
            .header(name: "Grace Hopper", details: "@grace · 1h · everyone"),
            .caption("Coffee first.\n\nThen compilers."),
            .media(label: "Photo 1/1", altText: "A cup of coffee on a table"),
            .counts("♥ 3 likes · ↩ 1 comment · ↻ 0 boosts", isLiked: true),
        ])
        // when
        let text = render(rows: 12, columns: 40)
        // then
        #expect(
            text
                == [
                    "  Grace Hopper",
                    "  @grace · 1h · everyone",
                    "",
                    "  Coffee first.",
                    "",
                    "  Then compilers.",
                    "",
                    "  ▣ Photo 1/1",
                    "    A cup of coffee on a table",
                    "",
                    "  ♥ 3 likes · ↩ 1 comment · ↻ 0 boosts",
                    "",
                ].joined(separator: "\n"))
    }

    @Test func testThatDownScrollsALine() {
        // given
        manager.update(with: [.caption((1...20).map { "line \($0)" }.joined(separator: "\n"))])
        _ = render(rows: 5, columns: 30)
        // when
        manager.perform(.next)
        // then
        #expect(render(rows: 5, columns: 30).hasPrefix("  line 2"))
    }

    @Test func testThatScrollingStopsAtTheLastLine() {
        // given
        manager.update(with: [.caption((1...20).map { "line \($0)" }.joined(separator: "\n"))])
        _ = render(rows: 5, columns: 30)
        // when
        manager.perform(.last)
        // then
        #expect(render(rows: 5, columns: 30).split(separator: "\n").last == "  line 20")
    }
}
