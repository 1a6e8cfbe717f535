import Localisation

/// The box a comment or a message is written in: what it answers, the draft it opens with, and
/// the instance's limit; or a field (an address, a code, the people to write to), which has none.
struct ComposerViewModel: Equatable {
    /// "Reply to @grace", "Comment on the post", "Message to Grace Hopper".
    var title: String
    var text: String
    /// How many characters the instance takes; nil for a field, which shows no count.
    var characterLimit: Int?
    /// The line under the editor: which keys send, break the line, and close.
    var hint: String = Strings.composerHint
}
