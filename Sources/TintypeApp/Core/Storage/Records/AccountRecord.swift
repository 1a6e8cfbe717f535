import FoundationEssentials
import MastodonAPI
import Tintype

/// An account as the cache keeps it: Tintype's own record, with names of its own, so a change to
/// how the API's JSON is read never changes what a cached file means.
struct AccountRecord: Codable, Equatable {
    struct Field: Codable, Equatable {
        var name: String
        var value: String
    }

    var id: String
    var username: String
    var handle: String
    var displayName: String
    var bioHTML: String
    var url: String?
    var avatarURL: String?
    var followers: Int
    var following: Int
    var posts: Int
    var isBot: Bool
    var isLocked: Bool
    var fields: [Field]
    var movedToHandle: String?
    var isSuspended: Bool

    init(_ account: AccountEntity) {
        id = account.id
        username = account.username
        handle = account.acct
        displayName = account.displayName
        bioHTML = account.note
        url = account.url
        avatarURL = account.avatar
        followers = account.followersCount
        following = account.followingCount
        posts = account.statusesCount
        isBot = account.isBot
        isLocked = account.isLocked
        fields = account.fields.map { Field(name: $0.name, value: $0.value) }
        movedToHandle = account.movedToAcct
        isSuspended = account.isSuspended
    }

    var entity: AccountEntity {
        AccountEntity(
            id: id, username: username, acct: handle, displayName: displayName, note: bioHTML, url: url, avatar: avatarURL,
            followersCount: followers, followingCount: following, statusesCount: posts, isBot: isBot, isLocked: isLocked,
            fields: fields.map { AccountFieldEntity(name: $0.name, value: $0.value) }, movedToAcct: movedToHandle,
            isSuspended: isSuspended)
    }
}
