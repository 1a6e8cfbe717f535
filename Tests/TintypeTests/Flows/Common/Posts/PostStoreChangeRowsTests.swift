import Testing

@testable import Tintype
@testable import TintypeApp

struct PostStoreChangeRowsTests {
    private let rows: [Post] = [.fixture(id: "1", likes: 3), .fixture(id: "2", likes: 3)]

    /// A boost row of post "1", as the home feed shows it.
    private var boostRow: Post {
        var row = Post.fixture(id: "b1", likes: 3)
        row.originalId = "1"
        row.boostedBy = Author(id: "k", displayName: "Katherine Johnson", handle: "katherine")
        return row
    }

    /// A row of Activity: likes of this post, or a follow when there is none.
    private func group(about post: Post?) -> NoticeGroup {
        NoticeGroup(
            id: post?.id ?? "follow", kind: post == nil ? .follow : .like, post: post, accounts: [], count: 1, newestNotificationId: "9",
            latestAt: nil)
    }

    @Test func testThatAChangedPostReplacesTheRowThatShowsIt() {
        // given
        var rows = rows
        // when
        PostStoreChange.changed(.fixture(id: "2", likes: 4, isLiked: true)).apply(to: &rows)
        // then
        #expect(rows == [.fixture(id: "1", likes: 3), .fixture(id: "2", likes: 4, isLiked: true)])
    }

    @Test func testThatABoostRowShowsTheChangedPostUnderItsOwnId() {
        // given
        var rows = [boostRow]
        // when
        PostStoreChange.changed(.fixture(id: "1", likes: 4, isLiked: true)).apply(to: &rows)
        // then
        #expect(rows.first?.id == "b1" && rows.first?.isLiked == true && rows.first?.boostedBy?.handle == "katherine")
    }

    @Test func testThatAChangeToAPostNotShownChangesNothing() {
        // given
        var rows = rows
        // when
        let applied = PostStoreChange.changed(.fixture(id: "9", likes: 4)).apply(to: &rows)
        // then
        #expect(!applied && rows == self.rows)
    }

    @Test func testThatAChangeTheRowAlreadyShowsChangesNothing() {
        // given
        var rows = rows
        // when
        let applied = PostStoreChange.changed(.fixture(id: "2", likes: 3)).apply(to: &rows)
        // then
        #expect(!applied)
    }

    @Test func testThatAPostTakenDownTakesItsBoostsWithIt() {
        // given
        var rows = [boostRow, .fixture(id: "2")]
        // when
        PostStoreChange.removed(originalId: "1").apply(to: &rows)
        // then
        #expect(rows.map(\.id) == ["2"])
    }

    @Test func testThatAChangeReachesTheRowsThatHoldAPost() {
        // given
        var groups = [group(about: nil), group(about: .fixture(id: "1", likes: 3))]
        // when
        PostStoreChange.changed(.fixture(id: "1", likes: 5)).apply(to: &groups)
        // then
        #expect(groups[1].post?.likesCount == 5)
    }

    @Test func testThatARowWhosePostWasTakenDownGoes() {
        // given
        var groups = [group(about: nil), group(about: .fixture(id: "1"))]
        // when
        PostStoreChange.removed(originalId: "1").apply(to: &groups)
        // then
        #expect(groups.count == 1)
    }
}
