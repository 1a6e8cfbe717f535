import FoundationEssentials
import TextBasics

/// The base URL of an instance, checked: https, or plain http only to this machine.
///
/// A bearer token sent over plain http to another host can be read by anyone on the way
/// (RFC 6750 §5.3), so that is refused; loopback is allowed for local servers.
public struct InstanceAddress: Sendable, Equatable, CustomStringConvertible {
    public let baseURL: URL

    public init(_ text: String) throws {
        var candidate = text.trimmed()
        if !candidate.contains("://") { candidate = "https://" + candidate }
        while candidate.hasSuffix("/") { candidate.removeLast() }
        guard let components = URLComponents(string: candidate), let scheme = components.scheme?.lowercased(),
            let host = components.host, !host.isEmpty, let url = components.url
        else { throw MastodonError.insecureInstance("\(text) is not an instance address") }
        switch scheme {
        case "https":
            break
        case "http" where Self.isLoopback(host):
            break
        case "http":
            throw MastodonError.insecureInstance("plain http is only allowed to this machine; use https://\(host)")
        default:
            throw MastodonError.insecureInstance("\(scheme) is not http or https")
        }
        baseURL = url
    }

    /// The instance however it was written (`Pixelfed.Social`, `https://pixelfed.social:443/`):
    /// the host in lower case without a trailing dot, the port only when it is not the scheme's
    /// own, and the path. Files kept for an account are filed under this.
    public var normalized: String {
        guard let host = baseURL.host else { return baseURL.absoluteString.lowercased() }
        var name = host.lowercased()
        while name.hasSuffix(".") { name.removeLast() }
        let defaultPort = baseURL.scheme?.lowercased() == "http" ? 80 : 443
        if let port = baseURL.port, port != defaultPort { name += ":\(port)" }
        return name + baseURL.path
    }

    /// The host as people write it, with the port when there is one.
    public var description: String {
        guard let host = baseURL.host else { return baseURL.absoluteString }
        return baseURL.port.map { "\(host):\($0)" } ?? host
    }

    static func isLoopback(_ host: String) -> Bool {
        let lowered = host.lowercased().trimmed(where: { $0 == "[" || $0 == "]" })
        if lowered == "localhost" || lowered == "::1" { return true }
        let octets = lowered.split(separator: ".")
        return octets.count == 4 && octets.first == "127" && octets.allSatisfy { UInt8($0) != nil }
    }
}
