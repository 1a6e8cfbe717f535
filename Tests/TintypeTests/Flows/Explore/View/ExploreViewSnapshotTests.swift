import Foundation
import TerminalUI
import Testing

@testable import Tintype
@testable import TintypeApp

/// Explore's results for "gra", every group headed, as drawn at 80 and at 40 columns.
@MainActor
struct ExploreViewSnapshotTests {
    private static var entries: [ExploreEntry] {
        var post = Post.fixture(
            id: "9", caption: "Grace under pressure: a moth in relay 70\nsecond line", createdAt: Date(timeIntervalSince1970: 1_000_000))
        post.author = Author(id: "a", displayName: "Alan Turing", handle: "alan")
        return [
            .account(Author(id: "g", displayName: "Grace Hopper", handle: "grace")),
            .account(Author(id: "k", displayName: "Katherine Johnson (Grace's friend)", handle: "katherine@pixelfed.social")),
            .hashtag(Hashtag(name: "gravity", recentUses: 12)),
            .hashtag(Hashtag(name: "graphics", recentUses: 0)),
            .post(post),
        ]
    }

    private static func rendered(columns: Int) -> String {
        let screen = MemoryScreen(size: TerminalSize(rows: 20, columns: columns))
        let view = ExploreView(dataDisplayManager: ListDataDisplayManager<ExploreCell>())
        view.attach(to: screen, frame: Rect(row: 0, column: 0, rows: 20, columns: columns), navigator: NavigatorSpy())
        view.showTitle("Explore", trailing: "? keys")
        view.update(
            with: ExploreCellObjectFactory().cellObjects(
                for: entries, instanceName: "demo.example", now: Date(timeIntervalSince1970: 1_000_000 + 7200)))
        view.drawIfNeeded()
        return screen.renderedText()
    }

    @Test func testThatTheResultsReadWellAtEightyColumns() {
        // given
        // when
        let text = Self.rendered(columns: 80)
        // then
        TextSnapshot.expectMatches(text, named: "Explore/results-80")
    }

    @Test func testThatTheResultsReadWellAtFortyColumns() {
        // given
        // when
        let text = Self.rendered(columns: 40)
        // then
        TextSnapshot.expectMatches(text, named: "Explore/results-40")
    }
}
