/// Everything the timeline presenter remembers.
struct TimelineState {
    /// The timelines to go through: the server's own two, then my lists.
    var choices: [TimelineSource] = [.local, .federated]
    var chosen = 0
    var source: TimelineSource { choices[chosen] }

    /// `offset` places on, going round.
    mutating func move(by offset: Int) {
        chosen = (chosen + offset % choices.count + choices.count) % choices.count
    }
}
