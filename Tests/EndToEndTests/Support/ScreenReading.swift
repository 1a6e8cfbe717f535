/// What a person reads off a captured pane.
enum ScreenReading {
    /// The lines of the selected row: those the selection bar marks.
    static func selectedLines(in screen: String) -> [Substring] {
        screen.split(separator: "\n").filter { $0.hasPrefix("▌") }
    }
}
