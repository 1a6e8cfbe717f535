import MastodonAPI
import TextBasics
import Tintype

/// Scheduled status entity to `ScheduledPost`, every string cleaned once, here.
public enum ScheduledPostMapper {
    public static func scheduledPost(from entity: ScheduledStatusEntity) -> ScheduledPost {
        ScheduledPost(
            id: entity.id,
            publishesAt: entity.scheduledAt,
            text: TextSanitizer.clean(entity.params.text),
            contentWarning: TextSanitizer.cleanLine(entity.params.spoilerText, maximumLength: 500),
            photoCount: max(entity.mediaAttachments.count, entity.params.mediaIds.count),
            pollOptions: entity.params.pollOptions.map { TextSanitizer.cleanLine($0) },
            isReply: entity.params.inReplyToId != nil)
    }

    public static func publication(from answer: ScheduledAnswer) -> Publication {
        switch answer {
        case .scheduled(let entity): .scheduled(scheduledPost(from: entity))
        case .published(let entity): .published(PostMapper.post(from: entity))
        }
    }
}
