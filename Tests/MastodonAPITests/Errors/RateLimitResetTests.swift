import Foundation
import Testing

@testable import MastodonAPI

struct RateLimitResetTests {
    private let now = Date(timeIntervalSince1970: 1_800_000_000)

    private func reset(_ name: String, _ value: String) -> Date? {
        RateLimitReset.date(from: { $0.caseInsensitiveCompare(name) == .orderedSame ? value : nil }, now: now)
    }

    @Test func testThatRetryAfterSecondsCountFromNow() {
        // given, when
        let date = reset("Retry-After", "120")
        // then
        #expect(date == now.addingTimeInterval(120))
    }

    @Test func testThatRetryAfterAnHTTPDateIsRead() {
        // given, when
        let date = reset("Retry-After", "Fri, 15 Jan 2027 08:00:30 GMT")
        // then
        #expect(date == now.addingTimeInterval(30))
    }

    @Test func testThatAnObsoleteRFC850DateIsRead() {
        // given, when
        let date = reset("Retry-After", "Friday, 15-Jan-27 08:00:30 GMT")
        // then
        #expect(date == now.addingTimeInterval(30))
    }

    @Test func testThatAResetOfSmallSecondsCountsFromNow() {
        // given, when
        let date = reset("X-RateLimit-Reset", "30")
        // then
        #expect(date == now.addingTimeInterval(30))
    }

    @Test func testThatAResetInEpochMillisecondsIsRead() {
        // given, when
        let date = reset("X-RateLimit-Reset", "1800000060000")
        // then
        #expect(date == now.addingTimeInterval(60))
    }

    @Test func testThatTheDraftRateLimitResetHeaderIsRead() {
        // given, when
        let date = reset("RateLimit-Reset", "45")
        // then
        #expect(date == now.addingTimeInterval(45))
    }

    @Test func testThatAnInfiniteResetIsIgnored() {
        // given, when
        let date = reset("X-RateLimit-Reset", "inf")
        // then
        #expect(date == nil)
    }

    @Test func testThatANotANumberRetryAfterIsIgnored() {
        // given, when
        let date = reset("Retry-After", "nan")
        // then
        #expect(date == nil)
    }

    @Test func testThatAHugeWaitIsCappedAtADay() {
        // given, when
        let date = reset("Retry-After", "1e300")
        // then
        #expect(date == now.addingTimeInterval(RateLimitReset.longestWait))
    }

    @Test func testThatAResetInThePastMeansNow() {
        // given, when
        let date = reset("X-RateLimit-Reset", "1970-01-01T00:00:00Z")
        // then
        #expect(date == now)
    }

    @Test func testThatANegativeRetryAfterMeansNow() {
        // given, when
        let date = reset("Retry-After", "-5")
        // then
        #expect(date == now)
    }
}
