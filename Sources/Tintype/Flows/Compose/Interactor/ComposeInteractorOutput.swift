/// Module is responsible for a new post: photos with their alt text, a caption, who may see it.
@MainActor
protocol ComposeInteractorOutput: AnyObject {
    /// The post being composed as last kept (empty when there was none).
    func didObtainDraft(_ draft: PostDraft)
    /// The post to edit did not come.
    func didFailToObtainPostToEdit(_ problem: ConnectionProblem)
    /// What one post may hold on this instance.
    func didObtainLimits(_ limits: PostingLimits)
    /// The draft could not be kept (a full disk): what is on screen is all there is.
    func didFailToSaveDraft()
    /// The photo at the path, whether it can be posted, and the path cleaned to be shown.
    func didCheckPhoto(_ photo: PostDraft.Photo, problem: PhotoFileProblem?, shownPath: String)
    /// The path typed, completed as far as it is certain, and the names (clean) it may go on to.
    func didCompletePath(_ completed: String, candidates: [String])
    /// A photo's upload went on: `fraction` of it, from 0 to 1, has gone.
    func didMakeUploadProgress(photoIndex: Int, fraction: Double)
    /// The server has the post.
    func didPublish(_ post: Post)
    /// The server holds the post back until its time.
    func didSchedule(_ post: ScheduledPost)
    /// The post did not go out; it waits in the outbox when the server may take it later. A
    /// refused one is back in the draft, as `keptDraft` (nil for an edit or when it never left).
    func didFailToPublish(_ problem: ConnectionProblem, keptDraft: PostDraft?)
}
