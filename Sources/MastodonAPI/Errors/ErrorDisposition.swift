import FoundationEssentials

/// What a failed request means for what comes next: the one reading of an error that the outbox
/// acts on and the status line explains, so the two never disagree.
public enum ErrorDisposition: Equatable, Sendable {
    /// The server said no to this request and will say no again: keep it for the person to decide.
    case refused
    /// No answer, a failing server, or an answer that could not be read: the same request later
    /// may work, and a write may already have been applied.
    case tryLater
    /// The token is wrong, expired or revoked: nothing works until there is a new one, and nothing
    /// pending is lost meanwhile.
    case badToken
    /// Too many requests: nothing more goes out until the time the server gave.
    case rateLimited(until: Date?)
}

extension MastodonError {
    public var disposition: ErrorDisposition {
        switch self {
        case .unauthorized: return .badToken
        case .rateLimited(let until): return .rateLimited(until: until)
        case .server, .malformedResponse, .transport: return .tryLater
        case .unexpectedStatus(let status, _):
            // 408 Request Timeout and 425 Too Early ask for the same request again; other 4xx
            // (and a 3xx the client will not follow) will not change by themselves.
            return [408, 425].contains(status) ? .tryLater : .refused
        case .forbidden, .notFound, .unprocessable, .insecureInstance: return .refused
        }
    }

    /// Whether sending the same request again later may succeed.
    public var isTransient: Bool {
        switch disposition {
        case .tryLater, .rateLimited: return true
        case .refused, .badToken: return false
        }
    }
}
