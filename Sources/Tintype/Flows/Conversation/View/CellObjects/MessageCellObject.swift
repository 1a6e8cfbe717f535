/// One message of the chat, with its strings ready to draw.
struct MessageCellObject: Identifiable, Equatable, Sendable {
    var id: String { messageId }
    enum Tone: Equatable, Sendable {
        case sent, sending, notSent
    }

    let messageId: String
    /// Mine are set apart (on the right) from theirs.
    let isMine: Bool
    /// "Grace Hopper · 2h", "You · 2h".
    let header: String
    let text: String
    /// "▣ A lighthouse at dusk", one per photo.
    let media: [String]
    /// "sending…", "not sent: … · r retries · x takes it back"; nil once sent.
    let footer: String?
    let tone: Tone
}
