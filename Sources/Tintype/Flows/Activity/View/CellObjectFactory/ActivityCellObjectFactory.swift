import FoundationEssentials
import Imaging
import Localisation

/// Turns what happened to me, and the posts I liked, into cell objects: names, ages and summaries
/// formatted once, here.
struct ActivityCellObjectFactory {
    let posts = PostCellObjectFactory()

    /// `thumbnails` by post id, for a list that shows them; nil for one that does not.
    /// `answeredRequests`: the follow requests answered here, by account id (true: accepted).
    func cellObjects(
        for groups: [NoticeGroup], now: Date, thumbnails: [String: PixelImage]? = nil, answeredRequests: [String: Bool] = [:]
    ) -> [NoticeGroupCellObject] {
        let formatter = RelativeTimeFormatter(now: now)
        return groups.map { group in
            let post = group.post
            return NoticeGroupCellObject(
                id: group.id, symbol: Self.symbol(of: group.kind), isLike: group.kind == .like,
                headline: Strings.notice(group.kind, names: group.accounts.map(\.displayName), count: group.count),
                age: formatter.string(for: group.latestAt ?? post?.createdAt),
                caption: caption(of: group), mediaSummary: post.flatMap { posts.mediaSummary(for: $0.media) },
                note: group.kind == .followRequest ? Self.requestNote(answeredRequests[group.accounts.first?.id ?? ""]) : nil,
                hasThumbnail: thumbnails != nil && post?.media.first?.thumbnailAddress != nil,
                thumbnail: post.flatMap { thumbnails?[$0.id] })
        }
    }

    static func symbol(of kind: Notice.Kind) -> String {
        switch kind {
        case .like: "♥"
        case .boost: "↻"
        case .comment: "»"
        case .mention: "@"
        case .follow: "+"
        case .followRequest: "?"
        case .pollEnded: "▤"
        case .quote: "❝"
        case .edit, .quotedUpdate: "✎"
        case .post, .other: "•"
        }
    }

    /// A comment's words in quotes; a post's first line or its warning; the handles of followers.
    private func caption(of group: NoticeGroup) -> String {
        guard let post = group.post else {
            switch group.kind {
            case .follow, .followRequest, .other: return group.accounts.prefix(2).map { "@" + $0.handle }.joined(separator: ", ")
            default: return Strings.noticePostGone
            }
        }
        guard post.contentWarning.isEmpty else { return Strings.contentWarning(post.contentWarning) }
        let firstLine = post.captionFirstLine
        switch group.kind {
        case .comment, .mention: return firstLine.isEmpty ? "" : "“" + firstLine + "”"
        default: return firstLine
        }
    }

    private static func requestNote(_ accepted: Bool?) -> String {
        switch accepted {
        case true?: Strings.followRequestAccepted
        case false?: Strings.followRequestRejected
        case nil: Strings.followRequestHint
        }
    }
}
