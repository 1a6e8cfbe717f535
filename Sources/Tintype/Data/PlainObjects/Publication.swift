/// What became of a new post the server took: published, or held back until its time.
public enum Publication: Sendable, Equatable {
    case published(Post)
    case scheduled(ScheduledPost)
}
