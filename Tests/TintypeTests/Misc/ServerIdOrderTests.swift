import Testing

@testable import Tintype
@testable import TintypeApp

struct ServerIdOrderTests {
    @Test func testThatALongerNumberIsNewer() {
        // given: Mastodon's ids grow in length as they grow
        // when
        let isNewer = ServerIdOrder.isNewer("100", than: "99")
        // then
        #expect(isNewer)
    }

    @Test func testThatAnIdIsNotNewerThanItself() {
        // given
        // when
        let isNewer = ServerIdOrder.isNewer("1795351570053", than: "1795351570053")
        // then
        #expect(!isNewer)
    }

    @Test func testThatLeadingZerosDoNotMakeANumberNewer() {
        // given
        // when
        let isNewer = ServerIdOrder.isNewer("0099", than: "100")
        // then
        #expect(!isNewer)
    }

    @Test func testThatULIDsCompareAsText() {
        // given: GoToSocial's ids, made later sort later
        // when
        let isNewer = ServerIdOrder.isNewer("01HQ7Z8K3M0000000000000000", than: "01HQ7Z8K2Z0000000000000000")
        // then
        #expect(isNewer)
    }
}
