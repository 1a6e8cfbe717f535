import FoundationEssentials
import Localisation
import MastodonAPI
import TextBasics
import Tintype

/// A profile without the screen: who the account is, how we stand, and its newest posts, as
/// plain text for reading or as JSON for scripts.
public enum ProfileListing {
    public static let recentPostCount = 10

    /// The signed-in account's profile when `handle` is nil.
    public static func render(
        configuration: ApplicationConfiguration, handle: String?, format: FeedListing.Format,
        transport: any HTTPTransport = AsyncHTTPClientTransport(), now: Date = Date()
    ) async throws -> String {
        let accounts = await Services.open(
            configuration: configuration, transport: transport, logger: TintypeApplication.makeLogger(paths: configuration.paths)
        ).accountService
        let instance = configuration.instance.description
        let profile: Profile
        var relationship: Relationship?
        if let handle {
            let acct = AccountHandles.parse(handle).first ?? handle
            do {
                profile = try await accounts.obtainAccount(withHandle: acct)
            } catch MastodonError.notFound {
                throw CommandError.unknownAccount(handle: TextSanitizer.cleanLine(acct), instance: instance)
            }
            relationship = try? await accounts.obtainRelationship(withAccountId: profile.id)
        } else {
            profile = try await accounts.obtainCurrentAccount()
        }
        let posts =
            profile.isSuspended
            ? []
            : Array(
                ((try? await accounts.obtainPosts(ofAccountId: profile.id, onlyWithMedia: false, more: false).items) ?? [])
                    .prefix(recentPostCount))
        switch format {
        case .plain:
            return plainText(
                profile, relationship: relationship, isSignedInAccount: handle == nil, posts: posts,
                instance: instance, now: now)
        case .json: return try json(ProfileRecord(profile, relationship: relationship, posts: posts))
        }
    }

    static func plainText(
        _ profile: Profile, relationship: Relationship?, isSignedInAccount: Bool, posts: [Post],
        instance: String, now: Date
    ) -> String {
        let header = ProfileCellObjectFactory().headerCellObject(
            for: profile, relationship: relationship,
            isSignedInAccount: isSignedInAccount, instanceName: instance)
        var lines = [
            ([header.displayName, header.handle] + (header.badges.isEmpty ? [] : ["· " + header.badges]))
                .joined(separator: " ")
        ]
        if !header.relationship.isEmpty { lines.append(header.relationship) }
        if let notice = header.notice { lines.append(notice) }
        if !header.bio.isEmpty { lines.append(header.bio) }
        lines += header.fields.map { "\($0.name): \($0.value)" }
        lines.append(
            Strings.profileCounts(
                posts: profile.postsCount, followers: profile.followersCount,
                following: profile.followingCount, namingKeys: false))
        let recent = posts.isEmpty ? "" : "\n" + FeedListing.plainText(posts, now: now)
        return lines.joined(separator: "\n") + "\n" + recent
    }

    static func json(_ record: ProfileRecord) throws -> String {
        try ListingJSON.text(of: record)
    }
}

/// The JSON shape of a profile for `tintype profile --json`: stable names, clean text.
struct ProfileRecord: Encodable {
    struct Field: Encodable {
        var name: String
        var value: String
    }

    struct RelationshipRecord: Encodable {
        var following: Bool
        var followedBy: Bool
        var requested: Bool
        var blocking: Bool
        var blockedBy: Bool
    }

    var id: String
    var displayName: String
    var handle: String
    var bio: String
    var fields: [Field]
    var posts: Int
    var followers: Int
    var following: Int
    var locked: Bool
    var bot: Bool
    var suspended: Bool
    var movedTo: String?
    /// Nil for the signed-in account's own profile.
    var relationship: RelationshipRecord?
    var recentPosts: [PostRecord]

    init(_ profile: Profile, relationship: Relationship?, posts: [Post]) {
        id = profile.id
        displayName = profile.displayName
        handle = profile.handle
        bio = profile.bio
        fields = profile.fields.map { Field(name: $0.name, value: $0.value) }
        self.posts = profile.postsCount
        followers = profile.followersCount
        following = profile.followingCount
        locked = profile.isLocked
        bot = profile.isBot
        suspended = profile.isSuspended
        movedTo = profile.movedTo
        self.relationship = relationship.map {
            RelationshipRecord(
                following: $0.isFollowing, followedBy: $0.isFollowedBy, requested: $0.isRequested,
                blocking: $0.isBlocking, blockedBy: $0.isBlockedBy)
        }
        recentPosts = posts.map(PostRecord.init)
    }
}
