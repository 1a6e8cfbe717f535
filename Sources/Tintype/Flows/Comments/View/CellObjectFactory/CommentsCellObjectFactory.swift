import FoundationEssentials
import Localisation

/// Turns comments into the rows of the thread, every string formatted here.
struct CommentsCellObjectFactory {
    func cellObjects(for comments: [Comment], now: Date) -> [CommentCellObject] {
        let ages = RelativeTimeFormatter(now: now)
        return comments.map { comment in
            let age = ages.string(for: comment.createdAt)
            let details = [comment.author.map { "@" + $0.handle } ?? "", age].filter { !$0.isEmpty }.joined(separator: " · ")
            let text = comment.contentWarning.isEmpty ? comment.text : Strings.contentWarning(comment.contentWarning)
            let footer: String
            let tone: CommentCellObject.Tone
            switch comment.delivery {
            case .sent:
                footer = Strings.commentLikes(comment.likesCount)
                tone = .sent
            case .sending:
                footer = Strings.sending
                tone = .sending
            case .notSent(let reason):
                footer = Strings.notSent(reason)
                tone = .notSent
            }
            return CommentCellObject(
                commentId: comment.id, depth: comment.depth, author: comment.author?.displayName ?? Strings.you,
                details: details, text: text, links: comment.contentWarning.isEmpty ? comment.links : [], footer: footer, tone: tone)
        }
    }
}
