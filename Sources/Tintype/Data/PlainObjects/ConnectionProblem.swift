import FoundationEssentials

/// Why the server could not give what was asked, in terms a screen can explain.
public enum ConnectionProblem: Error, Sendable, Equatable {
    /// No answer: the server is down, the network is gone, or it took too long.
    case unreachable
    case timedOut
    /// The server's certificate is not trusted here; nothing was sent to it.
    case untrustedCertificate
    /// The token was refused.
    case unauthorized
    case forbidden(String?)
    case notFound
    case rateLimited(until: Date?)
    case serverError(status: Int)
    /// The answer could not be read (truncated, not JSON, an HTML error page).
    case unreadableResponse
    case rejected(String?)
    /// Saving to disk failed (full disk, read-only folder).
    case storage(String)

    /// Whether trying again later may work: no answer, a busy or failing server, a garbled answer.
    /// A write that met one of these stays in the outbox.
    public var mayPass: Bool {
        switch self {
        case .unreachable, .timedOut, .untrustedCertificate, .rateLimited, .serverError, .unreadableResponse: return true
        case .unauthorized, .forbidden, .notFound, .rejected, .storage: return false
        }
    }
}
