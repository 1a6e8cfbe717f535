import MastodonAPI
import Tintype

/// An account Tintype signed in to: where, as whom, and what it signs with. Kept in the account
/// book only, never in the configuration file or a log.
public struct SignedInAccount: Codable, Sendable, Equatable {
    /// The instance as its address was checked (`InstanceAddress.baseURL`).
    public var instance: String
    public var accountId: String
    /// The username on that instance.
    public var username: String
    public var token: String
    /// The registration the token was granted to, needed to revoke it.
    public var clientId: String
    public var clientSecret: String

    public init(instance: String, accountId: String, username: String, token: String, clientId: String, clientSecret: String) {
        self.instance = instance
        self.accountId = accountId
        self.username = username
        self.token = token
        self.clientId = clientId
        self.clientSecret = clientSecret
    }

    /// `username@host` (with the port where there is one), as `--account` and `tintype accounts`
    /// name it.
    public var name: String {
        "\(username)@\((try? InstanceAddress(instance))?.description ?? instance)"
    }

    /// Whether `text` names this account: its full name, or `@`-prefixed, case aside.
    public func isNamed(_ text: String) -> Bool {
        let wanted = text.hasPrefix("@") ? String(text.dropFirst()) : text
        return wanted.lowercased() == name.lowercased()
    }
}
