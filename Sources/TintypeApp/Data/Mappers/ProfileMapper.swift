import MastodonAPI
import TextBasics
import Tintype

/// Account and relationship entities to `Profile` and `Relationship`: HTML turned to text and
/// every string cleaned once, here.
public enum ProfileMapper {
    static let maximumBioLength = 2_000

    public static func profile(from entity: AccountEntity) -> Profile {
        let author = AuthorMapper.author(from: entity)
        let bio = LinkedTextMapper.text(from: entity.note, maximumLength: maximumBioLength)
        var profile = Profile(
            id: entity.id,
            displayName: author.displayName,
            handle: author.handle,
            bio: bio.text,
            fields: entity.fields.map {
                let value = LinkedTextMapper.text(from: $0.value, maximumLength: 300, asLine: true)
                return Profile.Field(
                    name: TextSanitizer.cleanLine(HTMLToText.convert($0.name), maximumLength: 100), value: value.text, links: value.links)
            }.filter { !$0.name.isEmpty || !$0.value.isEmpty },
            postsCount: max(0, entity.statusesCount),
            followersCount: max(0, entity.followersCount),
            followingCount: max(0, entity.followingCount),
            isLocked: entity.isLocked,
            isBot: entity.isBot,
            isSuspended: entity.isSuspended,
            movedTo: entity.movedToAcct.map { TextSanitizer.cleanLine($0) }.flatMap { $0.isEmpty ? nil : $0 },
            avatarAddress: entity.avatar.flatMap { $0.isEmpty ? nil : $0 }
        )
        profile.bioLinks = bio.links
        return profile
    }

    static func profiles(from entities: [AccountEntity]) -> [Profile] {
        entities.map(profile(from:))
    }

    public static func relationship(from entity: RelationshipEntity) -> Relationship {
        Relationship(
            isFollowing: entity.isFollowing, isFollowedBy: entity.isFollowedBy, isRequested: entity.isRequested,
            isBlocking: entity.isBlocking, isBlockedBy: entity.isBlockedBy, isMuting: entity.isMuting)
    }
}
