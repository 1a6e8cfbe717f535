/// The box a comment is written in: what it answers, the draft it opens with, and the limit.
struct ComposerViewModel: Equatable {
    /// "Reply to @grace", "Comment on the post".
    var title: String
    var text: String
    var characterLimit: Int
}
