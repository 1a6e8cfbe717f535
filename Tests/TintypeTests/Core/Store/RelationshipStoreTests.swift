import Testing

@testable import Tintype
@testable import TintypeApp

@MainActor
struct RelationshipStoreTests {
    let store = RelationshipStore()

    @Test func testThatARelationshipFetchedIsKept() {
        // given
        // when
        store.receive(Relationship(isFollowedBy: true), accountId: "g")
        // then
        #expect(store.relationship(withAccountId: "g") == Relationship(isFollowedBy: true))
    }

    @Test func testThatARelationshipFetchedIsToldToListeners() {
        // given
        let heard = HeardChanges(store)
        // when
        store.receive(Relationship(isFollowing: true), accountId: "g")
        // then
        #expect(heard.changes == [RelationshipChange(accountId: "g", relationship: Relationship(isFollowing: true))])
    }

    @Test func testThatTheSameRelationshipAgainIsNotToldAgain() {
        // given
        store.receive(Relationship(isFollowing: true), accountId: "g")
        let heard = HeardChanges(store)
        // when
        store.receive(Relationship(isFollowing: true), accountId: "g")
        store.receive(Relationship(), accountId: "a")
        // then
        #expect(heard.changes.map(\.accountId) == ["a"])
    }

    @Test func testThatAFetchWhileAFollowWaitsKeepsTheFollow() {
        // given
        store.ask(Relationship(isFollowing: true), accountId: "g")
        // when
        store.receive(Relationship(), accountId: "g")
        // then
        #expect(store.relationship(withAccountId: "g") == Relationship(isFollowing: true))
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
        store.receive(Relationship(isFollowedBy: true), accountId: "g")
        store.ask(Relationship(isFollowing: true, isFollowedBy: true), accountId: "g")
        // when
        store.refuse(accountId: "g", restoring: Relationship(isFollowedBy: true))
        // then
        #expect(store.relationship(withAccountId: "g") == Relationship(isFollowedBy: true))
    }
}
