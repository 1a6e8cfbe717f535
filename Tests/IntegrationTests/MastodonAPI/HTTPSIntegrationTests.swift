import Foundation
import MastodonAPI
import TestSupport
import Testing

/// The client over real TLS: the demo server with a certificate from an authority made for the test.
struct HTTPSIntegrationTests {
    @Test func testThatTheFeedIsReadOverHTTPSWithTheTestsAuthorityTrusted() async throws {
        let certificates = try ThrowawayCertificates()
        try await DemoServer.run(certificates: certificates) { server in
            // given
            let client = try server.client(as: "ada")
            // when
            let page = try await client.homeTimeline(.newest(limit: 5))
            // then
            #expect(!page.items.isEmpty && server.baseURL.hasPrefix("https://"))
        }
    }

    @Test func testThatACertificateFromAnUntrustedAuthorityIsRefused() async throws {
        let certificates = try ThrowawayCertificates()
        try await DemoServer.run(certificates: certificates) { server in
            // given: the system's authorities only, which never signed the test's
            let client = MastodonClient(
                instance: try InstanceAddress(server.baseURL), token: "ada_token",
                transport: AsyncHTTPClientTransport(certificateAuthorities: nil), userAgent: "Tintype/tests")
            // when
            let error = await caughtError { _ = try await client.homeTimeline(.newest(limit: 5)) }
            // then
            guard case .transport(.untrustedCertificate)? = error as? MastodonError else {
                Issue.record("not refused as untrusted: \(String(describing: error))")
                return
            }
        }
    }
}
