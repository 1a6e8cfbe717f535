/// The form as drawn: the question, the choices with the one chosen, the option, the post a
/// report is about, and the comment's box for a report.
struct SafetyFormViewModel: Equatable {
    var question: String
    var choices: [String]
    var chosenIndex: Int
    var option: String?
    var isOptionOn: Bool
    /// "About the post: “…”"; nil for a mute, or a report of the account alone.
    var attachment: String?
    /// The box a report's comment is written in; nil for a mute.
    var comment: ComposerViewModel?
    /// The keys, on the last line of a mute (a report's box has its own).
    var hint: String
}
