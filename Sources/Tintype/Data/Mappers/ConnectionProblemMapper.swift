import MastodonAPI

/// API and storage errors to the `ConnectionProblem` a screen explains.
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
        case .unexpectedStatus(let status, _): return .serverError(status: status)
        case .malformedResponse: return .unreadableResponse
        case .transport(.timedOut): return .timedOut
        case .transport(.responseTooLarge): return .unreadableResponse
        case .transport(.unreachable): return .unreachable
        case .insecureInstance(let message): return .rejected(message)
        }
    }
}
