import Tintype

/// Settled choices as the outbox tells them.
public struct ChoiceServiceImplementation: ChoiceService {
    private let writes: OutboxFacade

    public init(writes: OutboxFacade) {
        self.writes = writes
    }

    public func observeSettledChoices() async -> AsyncStream<SettledChoice> {
        await writes.observeSettledChoices()
    }
}
