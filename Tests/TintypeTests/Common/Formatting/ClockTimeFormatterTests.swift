import Foundation
import Testing

@testable import Tintype

struct ClockTimeFormatterTests {
    @Test func testThatAMomentIsADayAndATimeInThePersonsZone() {
        // given: 2026-12-24 08:00 UTC, in Berlin
        let formatter = ClockTimeFormatter(timeZone: TimeZone(identifier: "Europe/Berlin")!)
        // when
        let text = formatter.string(for: Date(timeIntervalSince1970: 1_798_099_200))
        // then
        #expect(text == "2026-12-24 09:00")
    }
}
