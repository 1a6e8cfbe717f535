import MastodonAPI
import TextBasics
import Tintype

/// A reply from the server to a `Comment`, its text cleaned.
public enum CommentMapper {
    public static func comment(from entity: StatusEntity) -> Comment {
        let text = LinkedTextMapper.text(from: entity.content)
        var comment = Comment(
            id: entity.id,
            author: AuthorMapper.author(from: entity.account),
            createdAt: entity.createdAt,
            text: text.text,
            contentWarning: TextSanitizer.cleanLine(entity.spoilerText, maximumLength: 500),
            likesCount: max(0, entity.favouritesCount),
            inReplyToId: entity.inReplyToId
        )
        comment.links = text.links
        return comment
    }
}
