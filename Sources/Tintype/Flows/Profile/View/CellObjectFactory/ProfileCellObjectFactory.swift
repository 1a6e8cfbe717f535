import Imaging
import Localisation

/// Turns a profile and its relationship into the header's cell object: names, counts and the
/// relationship worded once, here. Posts go through the shared post cell factory.
package struct ProfileCellObjectFactory {
    let posts = PostCellObjectFactory()

    package init() {}

    package func headerCellObject(
        for profile: Profile, relationship: Relationship?, isSignedInAccount: Bool, instanceName: String, avatar: PixelImage? = nil
    ) -> ProfileHeaderCellObject {
        var badges: [String] = []
        if profile.isLocked { badges.append(Strings.lockedBadge) }
        if profile.isBot { badges.append(Strings.botBadge) }
        var noticeText: String?
        if profile.isSuspended {
            noticeText = Strings.suspendedAccount
        } else if let movedTo = profile.movedTo {
            noticeText = Strings.movedAccount(movedTo)
        }
        var object = ProfileHeaderCellObject(
            displayName: profile.displayName,
            handle: FullHandle.string(for: profile.handle, instanceName: instanceName),
            badges: badges.joined(separator: " · "),
            relationship: isSignedInAccount ? Strings.thisIsYou : relationship.map(relationshipText(for:)) ?? "",
            bio: profile.bio,
            fields: profile.fields,
            // Only my own profile has saved posts to show.
            counts: Strings.profileCounts(
                posts: profile.postsCount, followers: profile.followersCount,
                following: profile.followingCount) + (isSignedInAccount ? " · " + Strings.savedWithKey : ""),
            notice: noticeText,
            avatar: avatar,
            initials: AvatarPicture.initials(name: profile.displayName, handle: profile.handle),
            avatarColor: AvatarPicture.color(forHandle: profile.handle)
        )
        object.bioLinks = profile.bioLinks
        return object
    }

    /// A header with only the reason the profile is not there.
    func headerCellObject(forProfileThatDidNotLoad reason: String) -> ProfileHeaderCellObject {
        ProfileHeaderCellObject(
            displayName: "", handle: "", badges: "", relationship: "", bio: "", fields: [], counts: "", notice: reason)
    }

    private func relationshipText(for relationship: Relationship) -> String {
        var parts: [String] = []
        if relationship.isBlocking { parts.append(Strings.blockedRelationship) }
        if relationship.isBlockedBy { parts.append(Strings.blocksYouRelationship) }
        if relationship.isMuting { parts.append(Strings.mutedRelationship) }
        if relationship.isFollowing {
            parts.append(Strings.youFollowRelationship)
        } else if relationship.isRequested {
            parts.append(Strings.requestedRelationship)
        }
        if relationship.isFollowedBy { parts.append(Strings.followsYouRelationship) }
        return parts.joined(separator: " · ")
    }
}
