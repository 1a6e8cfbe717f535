import MastodonAPI
import TextBasics
import Tintype

extension OutboxRejection {
    /// What the server's refusal says, its own words cleaned for the screen.
    init(refusal error: MastodonError) {
        switch error {
        case .forbidden(let message): self = .notAllowed(serverMessage: message.map { TextSanitizer.cleanLine($0) })
        case .notFound: self = .targetGone
        case .unprocessable(let message): self = .refused(serverMessage: message.map { TextSanitizer.cleanLine($0) })
        case .unexpectedStatus(let status, _): self = .refusedWithStatus(status)
        default: self = .refused(serverMessage: nil)
        }
    }
}
