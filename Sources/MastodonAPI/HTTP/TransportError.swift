/// Why a request got no HTTP answer at all.
public enum TransportError: Error, Equatable, Sendable {
    /// The server could not be reached: refused, reset, unknown host.
    case unreachable(String)
    /// The server took longer than the time allowed.
    case timedOut
    /// The server's certificate is not one this machine trusts (or the TLS handshake failed):
    /// nothing was sent.
    case untrustedCertificate(String)
    /// The response was larger than the cap.
    case responseTooLarge(limit: Int)
}
