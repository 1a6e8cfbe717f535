import Crypto
import FoundationEssentials

/// PKCE (RFC 7636): a secret made for one sign-in, whose hash goes with the authorisation request
/// and the secret itself with the code, so a code caught on the way cannot be exchanged by anyone
/// else.
public struct ProofKey: Sendable, Equatable {
    public let verifier: String

    public init(verifier: String) {
        self.verifier = verifier
    }

    /// 32 random bytes, as 43 characters of base64url.
    public static func random() -> ProofKey {
        var generator = SystemRandomNumberGenerator()
        return ProofKey(verifier: Base64URL.encode((0..<32).map { _ in UInt8.random(in: 0...255, using: &generator) }))
    }

    /// `S256`: the base64url of the verifier's SHA-256.
    public var challenge: String {
        Base64URL.encode(Array(SHA256.hash(data: Data(verifier.utf8))))
    }
}

/// Base64 with `-` and `_` for `+` and `/`, and no padding: safe in an address.
enum Base64URL {
    static func encode(_ bytes: [UInt8]) -> String {
        Data(bytes).base64EncodedString()
            .replacing("+", with: "-")
            .replacing("/", with: "_")
            .replacing("=", with: "")
    }
}
