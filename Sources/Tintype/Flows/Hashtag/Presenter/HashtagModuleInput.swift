/// Module is responsible for a hashtag: whether I follow it, and its photo posts.
@MainActor
public protocol HashtagModuleInput: AnyObject {
    /// Shows the hashtag of this name (without its `#`).
    func configure(withTagName name: String)
}
