/// What the server answers a status sent with a time to publish it: held back until then, or
/// published at once (as Mastodon does with a time less than five minutes ahead, or one gone by).
public enum ScheduledAnswer: Sendable, Equatable {
    case scheduled(ScheduledStatusEntity)
    case published(StatusEntity)
}
