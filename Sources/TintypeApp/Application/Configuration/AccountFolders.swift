import FoundationEssentials
import Tintype

/// Where the writes and drafts of one account are kept: under the instance, normalised, and the
/// account's id from the server, so a new token or another spelling of the address finds them.
public struct AccountFolders: Sendable, Equatable {
    public var root: URL

    public var outbox: URL { root.appendingPathComponent("outbox") }
    public var drafts: URL { root.appendingPathComponent("drafts") }
    /// Choices a person made (the feed's replies shown or not).
    public var preferences: URL { root.appendingPathComponent("preferences") }
    /// Prefix for this account's entries in the shared cache.
    public var cacheKey: String { root.deletingLastPathComponent().lastPathComponent + "-" + root.lastPathComponent }

    /// The account's folders once the server has said who the token belongs to.
    static func verified(accountId: String, instance: String, paths: StoragePaths) -> AccountFolders {
        AccountFolders(root: base(instance, paths).appendingPathComponent("account-" + safe(accountId)))
    }

    /// Until then, what is written goes under the token's checksum; the token belongs to one
    /// account, so these are adopted by it once it is known.
    static func unverified(tokenChecksum: String, instance: String, paths: StoragePaths) -> AccountFolders {
        AccountFolders(root: base(instance, paths).appendingPathComponent("token-" + tokenChecksum))
    }

    private static func base(_ instance: String, _ paths: StoragePaths) -> URL {
        paths.stateDirectory.appendingPathComponent("accounts").appendingPathComponent(safe(instance))
    }

    /// Letters, digits, "." and "-" only, so no name from a server can point into another folder.
    static func safe(_ name: String) -> String {
        let cleaned = String(name.map { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "." || $0 == "-") ? $0 : "_" })
        return cleaned.allSatisfy({ $0 == "." }) ? "_" : cleaned
    }
}
