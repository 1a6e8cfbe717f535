import Testing

@testable import Tintype
@testable import TintypeApp

struct ProfileCellObjectFactoryTests {
    let factory = ProfileCellObjectFactory()

    private func header(_ profile: Profile = .fixture(), relationship: Relationship? = nil, isSignedInAccount: Bool = false)
        -> ProfileHeaderCellObject
    {
        factory.headerCellObject(
            for: profile, relationship: relationship, isSignedInAccount: isSignedInAccount,
            instanceName: "demo")
    }

    @Test func testThatARemoteHandleIsKeptAsItIs() {
        // given
        // when
        let object = header(.fixture(handle: "grace@pixelfed.social"))
        // then
        #expect(object.handle == "@grace@pixelfed.social")
    }

    @Test func testThatCountsNameTheKeysThatOpenTheLists() {
        // given
        // when
        let object = header(.fixture(followers: 1))
        // then
        #expect(object.counts == "7 posts · 1 follower (F) · 1 following (W)")
    }

    @Test func testThatALockedAccountSaysSo() {
        // given
        // when
        let object = header(.fixture(isLocked: true))
        // then
        #expect(object.badges == "locked")
    }

    @Test func testThatABlockIsShown() {
        // given
        // when
        let object = header(relationship: Relationship(isBlocking: true))
        // then
        #expect(object.relationship == "blocked")
    }

    @Test func testThatARequestIsShown() {
        // given
        // when
        let object = header(relationship: Relationship(isRequested: true))
        // then
        #expect(object.relationship == "requested")
    }

    @Test func testThatAMovedAccountSaysWhere() {
        // given
        var moved = Profile.fixture()
        moved.movedTo = "grace@new.example"
        // when
        let object = header(moved)
        // then
        #expect(object.notice == "This account has moved to @grace@new.example.")
    }

    @Test func testThatASuspendedAccountSaysSo() {
        // given
        var suspended = Profile.fixture()
        suspended.isSuspended = true
        // when
        let object = header(suspended)
        // then
        #expect(object.notice == "This account is suspended: its posts are not shown.")
    }
}
