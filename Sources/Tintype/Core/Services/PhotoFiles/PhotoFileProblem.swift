/// Why a file cannot be added to a post.
public enum PhotoFileProblem: Sendable, Equatable {
    case missing
    case folder
    case notAPicture
    /// Larger than the server takes (`limit` bytes; Mastodon's is 16 MB, and no server is offered more).
    case tooLarge(bytes: Int, limit: Int)
}
