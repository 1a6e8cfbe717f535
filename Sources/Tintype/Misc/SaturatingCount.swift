extension Int {
    /// A count moved by a step that stops at the ends instead of trapping: a server may send the
    /// largest count there is, and a like on it must not end the app.
    package func movedSaturating(by step: Int) -> Int {
        let (sum, overflow) = addingReportingOverflow(step)
        guard overflow else { return sum }
        return step > 0 ? .max : .min
    }
}
