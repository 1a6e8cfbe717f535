/// What an instance says of its sign-in (`/.well-known/oauth-authorization-server`, RFC 8414).
/// Only newer servers serve it; its absence means none of it can be counted on.
public struct OAuthServerEntity: Decodable, Sendable, Equatable {
    public let codeChallengeMethods: [String]

    public init(codeChallengeMethods: [String]) {
        self.codeChallengeMethods = codeChallengeMethods
    }

    enum CodingKeys: String, CodingKey {
        case codeChallengeMethods = "code_challenge_methods_supported"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        codeChallengeMethods = (try? container.decodeIfPresent([String].self, forKey: .codeChallengeMethods)) ?? []
    }
}
