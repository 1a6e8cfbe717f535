import Foundation
import MastodonAPI
import NIOCore
import TestSupport
import Testing

struct AsyncHTTPClientTransportTests {
    @Test func testThatABodyThatTricklesInFailsAtTheDeadline() async throws {
        // given: a server that sends a byte every half second, a read timeout never reached
        let server = try TricklingServer(interval: 0.5)
        defer { server.stop() }
        let transport = AsyncHTTPClientTransport(limits: .init(requestDeadline: .seconds(2)))
        // when
        let error = await caughtError {
            _ = try await transport.send(HTTPRequest(method: .get, url: URL(string: server.baseURL + "/api/v1/timelines/home")!))
        }
        // then
        #expect(error as? TransportError == .timedOut)
    }
}
