import Localisation
import Testing

@testable import Tintype

struct RelationshipWordingTests {
    @Test func testThatAFollowRequestOfALockedAccountSaysItWasAsked() {
        // given
        let asked = Relationship(isRequested: true)
        // when
        let text = RelationshipWording.answer(to: .follow(true, accountIsLocked: true), handle: "grace", standing: asked)
        // then
        #expect(text == Strings.followed("grace", requested: true))
    }

    @Test func testThatAFollowTakenBackSaysUnfollowed() {
        // given
        let standing = Relationship()
        // when
        let text = RelationshipWording.answer(to: .follow(false, accountIsLocked: false), handle: "grace", standing: standing)
        // then
        #expect(text == Strings.unfollowed("grace"))
    }

    @Test func testThatAMuteForAWhileSaysForHowLong() {
        // given
        let standing = Relationship(isMuting: true)
        // when
        let text = RelationshipWording.answer(to: .mute(.hour, hidingNotifications: false), handle: "grace", standing: standing)
        // then
        #expect(text == Strings.mutedAccountForAWhile(handle: "grace", duration: Strings.muteDuration(.hour).lowercased()))
    }

    @Test func testThatAnUnblockSaysUnblocked() {
        // given
        let standing = Relationship()
        // when
        let text = RelationshipWording.answer(to: .block(false), handle: "grace", standing: standing)
        // then
        #expect(text == Strings.unblockedAccount("grace"))
    }

    @Test func testThatARejectedRequestSaysSo() {
        // given
        let standing = Relationship()
        // when
        let text = RelationshipWording.answer(to: .answerFollowRequest(accepting: false), handle: "kat", standing: standing)
        // then
        #expect(text == Strings.followRequestRejecting("kat"))
    }

    @Test func testThatAFailedMuteSaysTheSafetyChangeFailed() {
        // given
        // when
        let text = RelationshipWording.failure(of: .unmute, reason: "offline")
        // then
        #expect(text == Strings.safetyChangeFailed("offline"))
    }
}
