import FoundationEssentials

/// What went wrong with a request, in the terms a person can act on.
public enum MastodonError: Error, Equatable, Sendable {
    /// 401: the token is wrong, expired or revoked.
    case unauthorized(String?)
    /// 403: not allowed, or the account is disabled.
    case forbidden(String?)
    /// 404 or 410: gone, or never visible to this account.
    case notFound(String?)
    /// 422: the server refused what was sent (too long, empty, too many photos).
    case unprocessable(String?)
    /// 429: too many requests; try again after the date if known.
    case rateLimited(until: Date?)
    /// 5xx: the server failed; a write may still have been done.
    case server(status: Int, message: String?)
    /// Any other unexpected status.
    case unexpectedStatus(Int, String?)
    /// The body was not the JSON expected (truncated, an HTML error page, wrong types).
    case malformedResponse(String)
    /// No HTTP answer at all.
    case transport(TransportError)
    /// The instance address is not acceptable (not https, and not loopback).
    case insecureInstance(String)

    /// Maps a non-2xx response, reading the Mastodon error body where there is one.
    public init(response: HTTPResponse, now: Date = Date()) {
        let message = Self.message(from: response.body)
        switch response.status {
        case 401: self = .unauthorized(message)
        case 403: self = .forbidden(message)
        case 404, 410: self = .notFound(message)
        case 422: self = .unprocessable(message)
        case 429: self = .rateLimited(until: RateLimitReset.date(from: response.header, now: now))
        case 500...599: self = .server(status: response.status, message: message)
        default: self = .unexpectedStatus(response.status, message)
        }
    }

    private static func message(from body: Data) -> String? {
        guard let entity = try? FlatJSONDecoder().decode(ErrorBodyEntity.self, from: body) else { return nil }
        return entity.errorDescription ?? entity.error
    }
}
