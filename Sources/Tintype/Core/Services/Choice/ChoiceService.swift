/// What became of likes, boosts and saves: the answer to one that went out later than it was
/// made (the server was away) reaches no screen that waits for it.
public protocol ChoiceService: Sendable {
    /// Each like, boost or save the server confirms or refuses from now on, however it went out,
    /// while the caller listens.
    func observeSettledChoices() async -> AsyncStream<SettledChoice>
}
