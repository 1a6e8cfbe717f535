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

    /// Nothing listens on the port: the machine refuses the connection, which is the answer
    /// there is, not a wait to be timed out.
    @Test func testThatARefusedConnectionIsToldAsUnreachableBeforeTheDeadline() async throws {
        // given: a port just freed, and a deadline shorter than the connect timeout
        let port = try FreePort.find()
        let transport = AsyncHTTPClientTransport(limits: .init(requestDeadline: .seconds(3)))
        // when
        let error = await caughtError {
            _ = try await transport.send(HTTPRequest(method: .get, url: URL(string: "http://127.0.0.1:\(port)/api/v1/instance")!))
        }
        // then
        guard case .unreachable? = error as? TransportError else {
            Issue.record("not told as unreachable: \(String(describing: error))")
            return
        }
    }
}
