import Localisation

extension NoticeFilter {
    /// What the title names beside "Activity"; nil for everything.
    var title: String? {
        switch self {
        case .all: nil
        case .likes: Strings.noticeFilterLikes
        case .comments: Strings.noticeFilterComments
        case .follows: Strings.noticeFilterFollows
        }
    }

    /// How the activity, as this filter shows it, words where it stands.
    var wording: PagedListWording {
        PagedListWording(
            cached: Strings.activityCached, loadingFirst: { Strings.loadingActivity }, online: Strings.activityOnline,
            loadingOlder: { Strings.loadingOlderActivity }, empty: { emptyWording }, end: { Strings.endOfActivity })
    }

    /// What an empty list says.
    var emptyWording: String {
        switch self {
        case .all: Strings.noticesNone
        case .likes: Strings.noLikesYet
        case .comments: Strings.noCommentsOrMentionsYet
        case .follows: Strings.noFollowsYet
        }
    }

    /// The next filter `v` shows, back to everything after the last.
    var next: NoticeFilter {
        let all = Self.allCases
        return all[(all.firstIndex(of: self).map { $0 + 1 } ?? 0) % all.count]
    }
}
