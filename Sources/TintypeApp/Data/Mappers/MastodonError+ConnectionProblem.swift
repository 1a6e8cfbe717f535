import MastodonAPI
import TextBasics
import Tintype

/// Read through the same `ErrorDisposition` the outbox acts on.
extension MastodonError: ConnectionProblemReporting {
    package var connectionProblem: ConnectionProblem {
        switch self {
        case .unauthorized: .unauthorized
        case .forbidden(let message): .forbidden(message.map { TextSanitizer.cleanLine($0) })
        case .notFound: .notFound
        case .unprocessable(let message): .rejected(message.map { TextSanitizer.cleanLine($0) })
        case .rateLimited(let until): .rateLimited(until: until)
        case .server(let status, _): .serverError(status: status)
        case .unexpectedStatus(let status, let message):
            // The same reading the outbox acts on: a status it will not resend is a refusal here too.
            disposition == .refused
                ? .rejected(message.map { TextSanitizer.cleanLine($0) } ?? "HTTP \(status)") : .serverError(status: status)
        case .malformedResponse: .unreadableResponse
        case .transport(.timedOut): .timedOut
        case .transport(.responseTooLarge): .unreadableResponse
        case .transport(.unreachable): .unreachable
        case .transport(.untrustedCertificate): .untrustedCertificate
        case .insecureInstance(let message): .rejected(message)
        }
    }
}
