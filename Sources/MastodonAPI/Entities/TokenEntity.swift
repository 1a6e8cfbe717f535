/// An access token the instance granted (`POST /oauth/token`), with the scopes it covers.
public struct TokenEntity: Decodable, Sendable, Equatable {
    public let accessToken: String
    /// Space-separated; some servers leave it out, meaning what was asked for.
    public let scope: String?

    public init(accessToken: String, scope: String?) {
        self.accessToken = accessToken
        self.scope = scope
    }

    enum CodingKeys: String, CodingKey {
        case accessToken = "access_token"
        case scope
    }
}
