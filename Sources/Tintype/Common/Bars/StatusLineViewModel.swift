/// What the status line at the bottom says, and in which tone.
public struct StatusLineViewModel: Equatable, Sendable {
    public enum Tone: Sendable {
        case normal, busy, warning, error
    }

    public var text: String
    public var tone: Tone

    public init(text: String, tone: Tone = .normal) {
        self.text = text
        self.tone = tone
    }
}
