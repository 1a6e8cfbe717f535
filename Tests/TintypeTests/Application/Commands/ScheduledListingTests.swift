import Foundation
import Testing

@testable import Tintype
@testable import TintypeApp

struct ScheduledListingTests {
    let utc = TimeZone(identifier: "UTC")!
    let post = ScheduledPost(
        id: "42", publishesAt: Date(timeIntervalSince1970: 1_798_099_200), text: "Breakfast?\nSay yes", pollOptions: ["yes", "no"])

    @Test func testThatALineSaysTheIdTheTimeTheFirstWordsAndThePoll() throws {
        // when
        let text = try ScheduledListing.text(of: [post], format: .plain, timeZone: utc)
        // then
        #expect(text == "42  2026-12-24 08:00  Breakfast? (a poll)\n")
    }

    @Test func testThatJSONCarriesTheTimeInISO8601() throws {
        // when
        let text = try ScheduledListing.text(of: [post], format: .json, timeZone: utc)
        // then
        #expect(text.contains(#""publishes_at" : "2026-12-24T08:00:00Z""#))
    }
}
