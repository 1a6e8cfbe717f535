import Foundation

@testable import Tintype
@testable import TintypeApp

extension Post {
    static func fixture(
        id: String, caption: String = "A caption", createdAt: Date? = Date(timeIntervalSince1970: 1_000_000),
        likes: Int = 0, isLiked: Bool = false, media: [MediaItem] = []
    ) -> Post {
        Post(
            id: id, author: Author(id: "a\(id)", displayName: "Grace Hopper", handle: "grace"), createdAt: createdAt,
            caption: caption, media: media, likesCount: likes, commentsCount: 0, isLiked: isLiked)
    }
}

extension Profile {
    static func fixture(
        id: String = "g", handle: String = "grace", isLocked: Bool = false, bio: String = "Compilers and moths.",
        followers: Int = 2
    ) -> Profile {
        Profile(
            id: id, displayName: "Grace Hopper", handle: handle, bio: bio, fields: [], postsCount: 7, followersCount: followers,
            followingCount: 1, isLocked: isLocked, isBot: false, isSuspended: false, movedTo: nil)
    }
}
