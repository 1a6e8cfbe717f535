/// Which of the three lists a search asks for (`type` in `/api/v2/search`); none asks for all.
public enum SearchKind: String, Sendable, CaseIterable {
    case accounts
    case hashtags
    case statuses
}
