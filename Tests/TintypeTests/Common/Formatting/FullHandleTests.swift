import Testing

@testable import Tintype
@testable import TintypeApp

struct FullHandleTests {
    @Test func testThatALocalHandleGetsTheInstance() {
        // when
        let handle = FullHandle.string(for: "grace", instanceName: "pixelfed.social")
        // then
        #expect(handle == "@grace@pixelfed.social")
    }

    @Test func testThatAHandleElsewhereKeepsItsOwnInstance() {
        // when
        let handle = FullHandle.string(for: "grace@mastodon.social", instanceName: "pixelfed.social")
        // then
        #expect(handle == "@grace@mastodon.social")
    }
}
