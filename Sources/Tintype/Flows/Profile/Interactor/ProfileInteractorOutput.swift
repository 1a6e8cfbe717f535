import Imaging

/// Module is responsible for one account's profile: who it is, how we stand, and its posts.
@MainActor
protocol ProfileInteractorOutput: AnyObject {
    func didObtainSignedInAccountId(_ accountId: String)
    func didObtainCachedProfile(_ profile: Profile)
    func didObtainProfile(_ profile: Profile)
    func didFailToObtainProfile(_ problem: ConnectionProblem)
    func didObtainRelationship(_ relationship: Relationship)
    /// `areOlder` tells a page to add below from the newest page that replaces the list.
    func didObtainPosts(_ posts: [Post], hasOlderPosts: Bool, areOlder: Bool)
    func didFailToObtainPosts(_ problem: ConnectionProblem)
    func didPerformFollow(_ relationship: Relationship)
    func didFailToPerformFollow(_ problem: ConnectionProblem)
    func didObtainThumbnail(_ picture: PixelImage, postId: String)
    func didObtainShowsPostsAsGrid(_ showsGrid: Bool)
    func didObtainAvatar(_ picture: PixelImage, address: String)
}
