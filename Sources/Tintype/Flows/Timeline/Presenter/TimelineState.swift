/// Everything the timeline presenter remembers.
struct TimelineState {
    /// The timelines to go through: the server's own two, then my lists.
    var choices: [TimelineSource] = [.local, .federated]
    var chosen = 0
    /// The timeline chosen last time is known (read from the disk, or none was): until then the
    /// title names none, rather than one about to change.
    var isChosen = false
    /// My lists were opened over the timelines: their titles are asked again once back, and only
    /// then (a post opened and closed changes none).
    var listsMayHaveChanged = false
    var source: TimelineSource { choices[chosen] }

    /// Shows the timeline chosen last time, a list of mine among the choices until my lists come.
    mutating func choose(_ source: TimelineSource?) {
        isChosen = true
        guard let source else { return }
        if !choices.contains(source) { choices.append(source) }
        chosen = choices.firstIndex(of: source) ?? 0
    }

    /// `offset` places on, going round.
    mutating func move(by offset: Int) {
        chosen = (chosen + offset % choices.count + choices.count) % choices.count
    }
}
