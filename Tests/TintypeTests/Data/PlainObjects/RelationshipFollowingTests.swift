import Testing

@testable import Tintype
@testable import TintypeApp

struct RelationshipFollowingTests {
    @Test func testThatFollowingAnOpenAccountFollowsIt() {
        // given
        let relationship = Relationship()
        // when
        let changed = relationship.afterAsking(toFollow: true, accountIsLocked: false)
        // then
        #expect(changed.isFollowing && !changed.isRequested)
    }

    @Test func testThatFollowingALockedAccountIsARequest() {
        // given
        let relationship = Relationship()
        // when
        let changed = relationship.afterAsking(toFollow: true, accountIsLocked: true)
        // then
        #expect(!changed.isFollowing && changed.isRequested)
    }
}
