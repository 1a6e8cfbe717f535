/// What a stream of the streaming API reports to whoever listens, in order.
public enum StreamingUpdate: Sendable, Equatable {
    /// The server accepted the connection: events from now on arrive live.
    case connected
    case event(StreamingEvent)
    /// The connection ended (closed, failed, or silent past the heartbeat timeout); another is
    /// tried after `retryAfter`. Events sent meanwhile are not replayed: fetch what was missed.
    case disconnected(retryAfter: Duration)
    /// The server has no streaming (or refuses this token): the stream ends, polling takes over.
    case unavailable(MastodonError)
}
