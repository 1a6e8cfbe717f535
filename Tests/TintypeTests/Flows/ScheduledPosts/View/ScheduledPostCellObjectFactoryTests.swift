import Foundation
import Testing

@testable import Tintype

struct ScheduledPostCellObjectFactoryTests {
    @Test func testThatARowSaysWhenInThePersonsZoneAndHowFarOff() {
        // given: 2026-12-24 08:00 UTC, three days from now
        let factory = ScheduledPostCellObjectFactory(clock: ClockTimeFormatter(timeZone: TimeZone(identifier: "Europe/Berlin")!))
        let post = ScheduledPost(id: "s1", publishesAt: Date(timeIntervalSince1970: 1_798_099_200), text: "Breakfast")
        // when
        let rows = factory.cellObjects(for: [post], now: Date(timeIntervalSince1970: 1_798_099_200 - 3 * 86_400))
        // then
        #expect(rows.first?.when == "2026-12-24 09:00 · in 3d")
    }
}
