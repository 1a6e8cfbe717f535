import Testing

@testable import Tintype

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

    @Test func testThatARefusedRequestIsTakenBack() {
        // given
        let asked = Relationship(isRequested: true)
        // when
        let undone = asked.undoingAsk()
        // then
        #expect(!undone.isFollowingOrAsked)
    }

    @Test func testThatARefusedUnfollowFollowsAgain() {
        // given: the unfollow shown at once
        let unfollowed = Relationship(isFollowing: false)
        // when
        let undone = unfollowed.undoingAsk()
        // then
        #expect(undone.isFollowing)
    }
}
