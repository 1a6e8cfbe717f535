/// Module is responsible for every version of my post, newest first, as it was edited.
@MainActor
public protocol PostHistoryModuleInput: AnyObject {
    /// The post whose versions to show; set before the module is shown.
    func configure(withPostId postId: String)
}
