/// Module is responsible for a new post: photos with their alt text, a caption, who may see it.
@MainActor
public protocol ComposeModuleInput: AnyObject {
    /// Opens on one of my posts to edit it, in place of a new post.
    func configure(editingPostWithId postId: String)
    /// A new post that quotes this one.
    func configure(quoting post: Post)
    /// Who hears that the post edited went out.
    func setModuleOutput(_ moduleOutput: any ComposeModuleOutput)
}
