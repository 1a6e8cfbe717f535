import MastodonAPI
import Testing

@testable import Tintype
@testable import TintypeApp

struct BroadcastTests {
    private let confirmation = OutboxConfirmation(
        item: OutboxItem(action: .like(postId: "7")), receipt: .relationship(RelationshipEntity(id: "a", isFollowing: true)))

    @Test func testThatEveryListenerHearsAConfirmation() async {
        // given
        let broadcast = Broadcast<OutboxConfirmation>()
        var first = broadcast.observe().makeAsyncIterator()
        var second = broadcast.observe().makeAsyncIterator()
        // when
        broadcast.tell(confirmation)
        // then
        let heard = [await first.next()?.item.id, await second.next()?.item.id]
        #expect(heard == [confirmation.item.id, confirmation.item.id])
    }
}
