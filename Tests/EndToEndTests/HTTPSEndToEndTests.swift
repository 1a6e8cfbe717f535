import Foundation
import TestSupport
import Testing

/// The binary against the demo instance over HTTPS, its certificate from an authority made for
/// the test, trusted the way people behind a company's authority trust theirs: SSL_CERT_FILE.
@Suite(.serialized)
struct HTTPSEndToEndTests {
    private func feed(_ tintype: TintypeBinary, on server: DemoServer, trusting authority: String?) throws -> ChildProcess.Result {
        var environment = tintype.environment.merging(["PATH": "/usr/bin:/bin"]) { $1 }
        environment["SSL_CERT_FILE"] = authority
        let command = "'\(tintype.path)' feed --plain --instance \(server.baseURL) --token ada_token 2>&1"
        return try ChildProcess.run(["sh", "-c", command], environment: environment)
    }

    @Test func testThatTheFeedIsReadOverHTTPSWithTheAuthorityInSSLCertFile() async throws {
        let certificates = try ThrowawayCertificates()
        try await DemoServer.run(certificates: certificates) { server in
            // given
            let tintype = try TintypeBinary()
            // when
            let result = try feed(tintype, on: server, trusting: certificates.authorityFile)
            // then
            #expect(result.status == 0 && result.output.contains("@"), "it said: \(result.output)")
        }
    }

    @Test func testThatAnUntrustedCertificateIsRefusedWithAClearMessage() async throws {
        let certificates = try ThrowawayCertificates()
        try await DemoServer.run(certificates: certificates) { server in
            // given
            let tintype = try TintypeBinary()
            // when
            let result = try feed(tintype, on: server, trusting: nil)
            // then
            #expect(
                result.status == 1 && result.output.contains("is not trusted here, so nothing was sent")
                    && result.output.contains("SSL_CERT_FILE"),
                "it said: \(result.output)")
        }
    }
}
