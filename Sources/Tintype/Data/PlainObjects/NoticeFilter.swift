/// Which notices a list shows: Activity's filter key cycles through these, and
/// `tintype notifications --kind` names one.
public enum NoticeFilter: String, Sendable, CaseIterable {
    case all
    case likes
    case comments
    case follows
}
