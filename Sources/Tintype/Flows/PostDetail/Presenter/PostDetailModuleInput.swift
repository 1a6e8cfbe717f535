/// Module is responsible for one post in full: its caption, every photo with its alt text, counts.
@MainActor
public protocol PostDetailModuleInput: AnyObject {
    /// Names the post to show, before the module is shown.
    func configure(withPostId postId: String)
}
