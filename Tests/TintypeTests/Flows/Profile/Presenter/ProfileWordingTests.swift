import Localisation
import Testing

@testable import Tintype
@testable import TintypeApp

struct ProfileWordingTests {
    @Test func testThatABlockThatChangedIsWhatIsSaidEvenWhenTheMuteChangedToo() {
        // given
        let before = Relationship(isMuting: false)
        let after = Relationship(isBlocking: true, isMuting: true)
        // when
        let text = ProfileWording.safetyChange(from: before, to: after, handle: "grace", muteDuration: .forGood)
        // then
        #expect(text == Strings.blockedAccount("grace"))
    }

    @Test func testThatAMuteForAWhileSaysForHowLong() {
        // given
        let after = Relationship(isMuting: true)
        // when
        let text = ProfileWording.safetyChange(from: Relationship(), to: after, handle: "grace", muteDuration: .hour)
        // then
        #expect(text == Strings.mutedAccountForAWhile(handle: "grace", duration: Strings.muteDuration(.hour).lowercased()))
    }

    @Test func testThatAFollowRequestOfALockedAccountSaysItWasAsked() {
        // given
        let asked = Relationship(isRequested: true)
        // when
        let text = ProfileWording.follow(asked, handle: "grace")
        // then
        #expect(text == Strings.followed("grace", requested: true))
    }
}
