import Foundation

/// A certificate authority made for one test and a certificate it signed for 127.0.0.1, made with
/// openssl in a folder of their own: what a company's own authority, or a local server's
/// certificate, looks like to a client.
public struct ThrowawayCertificates: Sendable {
    public let folder: URL
    /// The authority's certificate, to trust (SSL_CERT_FILE).
    public var authorityFile: String { folder.appendingPathComponent("ca.pem").path }
    public var serverCertificateFile: String { folder.appendingPathComponent("server.pem").path }
    public var serverKeyFile: String { folder.appendingPathComponent("server.key").path }

    public init() throws {
        folder = TestFolders.unique("tintype-tls")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let extensions = folder.appendingPathComponent("server.ext")
        try Data(
            """
            subjectAltName=IP:127.0.0.1,DNS:localhost
            basicConstraints=CA:FALSE
            keyUsage=digitalSignature,keyEncipherment
            extendedKeyUsage=serverAuth

            """.utf8
        ).write(to: extensions)
        let key = ["-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes"]
        try openssl(
            ["req", "-x509"] + key + [
                "-keyout", "ca.key", "-out", "ca.pem", "-days", "2", "-subj", "/CN=Tintype test authority",
                "-addext", "basicConstraints=critical,CA:TRUE", "-addext", "keyUsage=critical,keyCertSign,cRLSign",
            ])
        try openssl(["req"] + key + ["-keyout", "server.key", "-out", "server.csr", "-subj", "/CN=127.0.0.1"])
        try openssl([
            "x509", "-req", "-in", "server.csr", "-CA", "ca.pem", "-CAkey", "ca.key", "-CAcreateserial",
            "-out", "server.pem", "-days", "2", "-extfile", "server.ext",
        ])
    }

    private func openssl(_ arguments: [String]) throws {
        let result = try ChildProcess.run(
            ["sh", "-c", "cd '\(folder.path)' && openssl " + arguments.map { "'\($0)'" }.joined(separator: " ")])
        guard result.status == 0 else { throw POSIXError(.EINVAL) }
    }
}
