import Foundation
import TerminalUI
import Testing

@testable import Tintype
@testable import TintypeApp

/// The Activity list with a row of every kind, as drawn at 80 and at 40 columns.
@MainActor
struct ActivityViewSnapshotTests {
    private static let now = Date(timeIntervalSince1970: 1_000_000)

    private static var groups: [NoticeGroup] {
        var comment = NoticeGroup.fixture(postId: "9", kind: .comment, accounts: ["Katherine Johnson"], answersPostId: "7")
        comment.post?.caption = "Lovely light on the water, where was this taken?"
        var boost = NoticeGroup.fixture(postId: "7", kind: .boost, accounts: ["Alan Turing"], count: 2)
        boost.post?.caption = "Low tide at the pier"
        var like = NoticeGroup.fixture(postId: "7", accounts: ["Grace Hopper", "Alan Turing", "Katherine Johnson"], count: 5)
        like.post?.caption = "Low tide at the pier"
        like.post?.media = [MediaItem(kind: .photo, altText: nil, url: "https://x/7.jpg")]
        var mention = NoticeGroup.fixture(postId: "11", kind: .mention)
        mention.post?.caption = "@ada are you coming to the demo tonight?"
        return [
            comment, boost, like, mention,
            .fixture(postId: nil, kind: .followRequest, accounts: ["Katherine Johnson"]),
            .fixture(postId: nil, kind: .follow, accounts: ["Grace Hopper", "Alan Turing"], count: 3),
            .fixture(postId: "12", kind: .pollEnded, accounts: ["Alan Turing"]),
            .fixture(postId: "13", kind: .edit),
            .fixture(postId: nil, kind: .like, accounts: ["Alan Turing"]),
            .fixture(postId: nil, kind: .other("admin.sign_up"), accounts: ["Margaret Hamilton"]),
        ]
    }

    private static func rendered(columns: Int) -> String {
        let screen = MemoryScreen(size: TerminalSize(rows: 46, columns: columns))
        let view = ActivityView(activityDisplayManager: ListDataDisplayManager())
        view.attach(to: screen, frame: Rect(row: 0, column: 0, rows: 46, columns: columns), navigator: NavigatorSpy())
        view.showTitle("Activity", trailing: "v: show · m: posts I liked")
        view.updateActivity(with: ActivityCellObjectFactory().cellObjects(for: groups, now: now, answeredRequests: [:]))
        view.drawIfNeeded()
        return screen.renderedText()
    }

    @Test func testThatEveryKindOfRowReadsWellAtEightyColumns() {
        // given
        // when
        let text = Self.rendered(columns: 80)
        // then
        TextSnapshot.expectMatches(text, named: "Activity/rows-80")
    }

    @Test func testThatEveryKindOfRowReadsWellAtFortyColumns() {
        // given
        // when
        let text = Self.rendered(columns: 40)
        // then
        TextSnapshot.expectMatches(text, named: "Activity/rows-40")
    }
}
