import Testing

@testable import Tintype
@testable import TintypeApp

@MainActor
struct RelationshipStoreTests {
    let store = RelationshipStore()

    @Test func testThatARelationshipFetchedIsKept() {
        // given
        // when
        store.receive(Relationship(isFollowedBy: true), accountId: "g", askedAt: store.now)
        // then
        #expect(store.relationship(withAccountId: "g") == Relationship(isFollowedBy: true))
    }

    @Test func testThatARelationshipFetchedIsToldToListeners() {
        // given
        let heard = HeardChanges(store)
        // when
        store.receive(Relationship(isFollowing: true), accountId: "g", askedAt: store.now)
        // then
        #expect(heard.changes == [RelationshipChange(accountId: "g", relationship: Relationship(isFollowing: true))])
    }

    @Test func testThatTheSameRelationshipAgainIsNotToldAgain() {
        // given
        store.receive(Relationship(isFollowing: true), accountId: "g", askedAt: store.now)
        let heard = HeardChanges(store)
        // when
        store.receive(Relationship(isFollowing: true), accountId: "g", askedAt: store.now)
        store.receive(Relationship(), accountId: "a", askedAt: store.now)
        // then
        #expect(heard.changes.map(\.accountId) == ["a"])
    }

    @Test func testThatAFetchWhileAFollowWaitsKeepsTheFollow() {
        // given
        store.ask(Relationship(isFollowing: true), accountId: "g")
        // when
        store.receive(Relationship(), accountId: "g", askedAt: store.now)
        // then
        #expect(store.relationship(withAccountId: "g") == Relationship(isFollowing: true))
    }

    @Test func testThatAFetchAskedForBeforeAFollowWasAnsweredDoesNotUndoItWhenItComesAfter() {
        // given
        let asked = store.now
        store.ask(Relationship(isFollowing: true), accountId: "g")
        store.confirm(Relationship(isFollowing: true), accountId: "g")
        // when
        store.receive(Relationship(), accountId: "g", askedAt: asked)
        // then
        #expect(store.relationship(withAccountId: "g") == Relationship(isFollowing: true))
    }

    @Test func testThatAFetchAskedForAfterAFollowWasAnsweredIsKept() {
        // given: followed, then unfollowed elsewhere
        store.ask(Relationship(isFollowing: true), accountId: "g")
        store.confirm(Relationship(isFollowing: true), accountId: "g")
        // when
        store.receive(Relationship(), accountId: "g", askedAt: store.now)
        // then
        #expect(store.relationship(withAccountId: "g") == Relationship())
    }

    @Test func testThatAnAnswerEndsTheWait() {
        // given
        store.ask(Relationship(isFollowing: true), accountId: "g")
        // when
        store.confirm(Relationship(isRequested: true), accountId: "g")
        // then
        #expect(!store.isWaiting(forAccountId: "g") && store.relationship(withAccountId: "g") == Relationship(isRequested: true))
    }

    @Test func testThatARefusalRestoresHowTheyStoodBefore() {
        // given
        store.receive(Relationship(isFollowedBy: true), accountId: "g", askedAt: store.now)
        store.ask(Relationship(isFollowing: true, isFollowedBy: true), accountId: "g")
        // when
        store.refuse(accountId: "g", restoring: Relationship(isFollowedBy: true))
        // then
        #expect(store.relationship(withAccountId: "g") == Relationship(isFollowedBy: true))
    }
}
