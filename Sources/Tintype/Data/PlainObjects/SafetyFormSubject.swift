/// What the safety form is for: muting an account, or reporting it (with one of its posts, when
/// opened from the post).
public enum SafetyFormSubject: Sendable, Equatable {
    case mute(Author)
    case report(Author, post: ReportedPost?)

    public var author: Author {
        switch self {
        case .mute(let author), .report(let author, _): author
        }
    }
}
