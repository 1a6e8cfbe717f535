/// Module is responsible for a new post: photos with their alt text, a caption, who may see it.
@MainActor
protocol ComposeInteractorInput: AnyObject {
    /// Answers `didObtainDraft(_:)` with the post being composed as last kept, or an empty one.
    func obtainDraft()
    /// Answers `didObtainDraft(_:)` with my post as I wrote it, or `didFailToObtainPostToEdit(_:)`.
    func obtainPostToEdit(withId postId: String)
    /// Sends the edit through the outbox; answers `didPublish(_:)` or `didFailToPublish(_:keptDraft:)`.
    func saveEdit(ofPostWithId postId: String, to draft: PostDraft)
    /// Answers `didObtainLimits(_:)` with what one post may hold here.
    func obtainLimits()
    /// Keeps the draft across Esc, a crash and a restart; a failure is told.
    func saveDraft(_ draft: PostDraft)
    /// Answers `didCheckPhoto(_:problem:shownPath:)`: no problem when the file is a picture or a
    /// video a post can carry, within the server's limits.
    func checkPhoto(at path: String, limits: MediaFileLimits)
    /// Answers `didCompletePath(_:candidates:)` with the path completed as far as it is certain.
    func completePath(_ partial: String)
    /// Queues the post in the outbox (clearing the draft) and sends it, telling each photo's
    /// upload as it goes (`didMakeUploadProgress`); answers `didPublish(_:)` or
    /// `didFailToPublish(_:keptDraft:)`. The lists of my posts show it on its way through the outbox.
    func publish(_ draft: PostDraft)
    /// Stops every request in flight, when the module closes.
    func cancelAllRequests()
}
