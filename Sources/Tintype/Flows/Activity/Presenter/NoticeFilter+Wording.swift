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
