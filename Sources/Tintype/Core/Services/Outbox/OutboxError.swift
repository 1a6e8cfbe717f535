/// Why the outbox did not send an item, apart from what the server said.
public enum OutboxError: Error, Equatable, Sendable {
    /// A later choice on the same target (an unlike after a like) replaced the item before it
    /// went out: that choice's own answer tells how things stand.
    case superseded
}
