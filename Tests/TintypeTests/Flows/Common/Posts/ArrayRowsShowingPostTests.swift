import Testing

@testable import Tintype

struct ArrayRowsShowingPostTests {
    /// A boost row of post "1", as the home feed shows it.
    private var boostRow: Post {
        var row = Post.fixture(id: "b1")
        row.originalId = "1"
        return row
    }

    @Test func testThatThePostAndItsBoostAreItsRows() {
        // given
        let rows = [Post.fixture(id: "1"), .fixture(id: "2"), boostRow]
        // when
        let showing = rows.rows(showing: "1")
        // then
        #expect(showing.map(\.id) == ["1", "b1"])
    }

    @Test func testThatAPostNotListedHasNoRows() {
        // given
        let rows = [Post.fixture(id: "1"), .fixture(id: "2")]
        // when
        let showing = rows.rows(showing: "3")
        // then
        #expect(showing.isEmpty)
    }

    @Test func testThatTheActivityRowsAboutAPostAreItsRows() {
        // given
        let rows = [Post.fixture(id: "1"), nil, .fixture(id: "2")].enumerated().map { index, post in
            NoticeGroup(
                id: "g\(index)", kind: post == nil ? .follow : .like, post: post, accounts: [], count: 1, newestNotificationId: "9",
                latestAt: nil)
        }
        // when
        let showing = rows.rows(showing: "2")
        // then
        #expect(showing.map(\.id) == ["g2"])
    }
}
