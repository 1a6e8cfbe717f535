import MastodonAPI
import TextBasics

/// API and storage errors to the `ConnectionProblem` a screen explains, read through the same
/// `ErrorDisposition` the outbox acts on.
enum ConnectionProblemMapper {
    static func problem(from error: any Error) -> ConnectionProblem {
        if let problem = error as? ConnectionProblem { return problem }
        if let cacheError = error as? FileCacheError { return .storage(cacheError.description) }
        guard let error = error as? MastodonError else { return .unreachable }
        switch error {
        case .unauthorized: return .unauthorized
        case .forbidden(let message): return .forbidden(message.map { TextSanitizer.cleanLine($0) })
        case .notFound: return .notFound
        case .unprocessable(let message): return .rejected(message.map { TextSanitizer.cleanLine($0) })
        case .rateLimited(let until): return .rateLimited(until: until)
        case .server(let status, _): return .serverError(status: status)
        case .unexpectedStatus(let status, let message):
            // The same reading the outbox acts on: a status it will not resend is a refusal here too.
            guard error.disposition == .refused else { return .serverError(status: status) }
            return .rejected(message.map { TextSanitizer.cleanLine($0) } ?? "HTTP \(status)")
        case .malformedResponse: return .unreadableResponse
        case .transport(.timedOut): return .timedOut
        case .transport(.responseTooLarge): return .unreadableResponse
        case .transport(.unreachable): return .unreachable
        case .transport(.untrustedCertificate): return .untrustedCertificate
        case .insecureInstance(let message): return .rejected(message)
        }
    }
}
