import Tintype

/// How a refusal is written in an outbox record: a code and the server's words or status.
/// The English sentence the first records held is read as the server's words, so an item
/// refused before stays refused.
struct OutboxRejectionRecord: Codable, Equatable {
    var code: String
    var detail: String?

    init(_ rejection: OutboxRejection) {
        switch rejection {
        case .notAllowed(let message): (code, detail) = ("not-allowed", message)
        case .targetGone: (code, detail) = ("target-gone", nil)
        case .refused(let message): (code, detail) = ("refused", message)
        case .refusedWithStatus(let status): (code, detail) = ("refused-with-status", String(status))
        case .photoUnreadable(let path): (code, detail) = ("photo-unreadable", path)
        }
    }

    /// The refusal; a code this version does not know is still a refusal, so the item is not sent again.
    var rejection: OutboxRejection {
        switch code {
        case "not-allowed": .notAllowed(serverMessage: detail)
        case "target-gone": .targetGone
        case "photo-unreadable": detail.map { .photoUnreadable(path: $0) } ?? .refused(serverMessage: nil)
        case "refused-with-status": detail.flatMap(Int.init).map(OutboxRejection.refusedWithStatus) ?? .refused(serverMessage: nil)
        default: .refused(serverMessage: detail)
        }
    }
}
