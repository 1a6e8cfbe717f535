/// Module is responsible for a hashtag's photo posts as a grid.
@MainActor
public protocol HashtagModuleInput: AnyObject {
    /// Shows the hashtag of this name (without its `#`).
    func configure(withTagName name: String)
}
