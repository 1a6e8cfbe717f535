/// A switch a person flips on a screen that also remembers it from the last run (Home's replies
/// and large photos, the grid of a list of posts).
///
/// The last run's setting is read while the screen opens and comes a moment after it; a flip made
/// meanwhile is the person's word and stands, rather than being put back by the older setting.
struct RememberedToggle: Equatable {
    private(set) var isOn: Bool
    private var isFlippedHere = false

    init(_ isOn: Bool) {
        self.isOn = isOn
    }

    /// The person flips it; the new setting, to be remembered for the next run.
    mutating func flip() -> Bool {
        isOn.toggle()
        isFlippedHere = true
        return isOn
    }

    /// The last run's setting, taken unless the person flipped the switch first. Whether the
    /// switch moved.
    mutating func remember(_ remembered: Bool) -> Bool {
        guard !isFlippedHere, remembered != isOn else { return false }
        isOn = remembered
        return true
    }
}
