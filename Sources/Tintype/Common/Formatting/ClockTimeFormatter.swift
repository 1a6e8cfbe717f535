import FoundationEssentials

/// A moment as a day and a time of day in the person's own zone, "2026-12-24 09:00": the same
/// in every language, and never read as another day.
package struct ClockTimeFormatter {
    let timeZone: TimeZone

    package init(timeZone: TimeZone = .current) {
        self.timeZone = timeZone
    }

    package func string(for date: Date) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: date)
        func padded(_ value: Int?, _ width: Int) -> String {
            let digits = String(value ?? 0)
            return String(repeating: "0", count: max(0, width - digits.count)) + digits
        }
        return
            "\(padded(parts.year, 4))-\(padded(parts.month, 2))-\(padded(parts.day, 2)) \(padded(parts.hour, 2)):\(padded(parts.minute, 2))"
    }
}
