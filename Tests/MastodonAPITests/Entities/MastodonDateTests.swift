import Foundation
import Testing

@testable import MastodonAPI

struct MastodonDateTests {
    @Test func testThatMillisecondsWithZuluParse() {
        // given
        let text = "2019-12-08T03:48:33.901Z"
        // when
        let date = MastodonDate.parse(text)
        // then
        #expect(date == Date(timeIntervalSince1970: 1_575_776_913.901))
    }

    @Test func testThatMicrosecondsWithOffsetParse() {
        // given
        let text = "2026-11-21T23:22:16.500000+01:00"
        // when
        let date = MastodonDate.parse(text)
        // then
        #expect(date == Date(timeIntervalSince1970: 1_795_299_736.5))
    }

    @Test func testThatDateWithoutFractionParses() {
        // given
        let text = "1970-01-01T00:00:00Z"
        // when
        let date = MastodonDate.parse(text)
        // then
        #expect(date == Date(timeIntervalSince1970: 0))
    }

    @Test func testThatGarbageDoesNotParse() {
        // given
        let text = "yesterday"
        // when
        let date = MastodonDate.parse(text)
        // then
        #expect(date == nil)
    }
}
