/// Where something the person wrote (a comment, a message) stands with the server.
public enum Delivery: Sendable, Equatable {
    /// The server has it.
    case sent
    /// Written here and on its way; still in the outbox.
    case sending
    /// The server did not take it; it waits in the outbox, with the reason.
    case notSent(String)
}
