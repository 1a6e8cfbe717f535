import Foundation
import MastodonAPI
import TestSupport
import Testing

@testable import Tintype

struct ActivityServiceImplementationTests {
    private func service(_ transport: StubTransport) throws -> ActivityServiceImplementation {
        ActivityServiceImplementation(client: try MastodonClient.stubbed(transport))
    }

    @Test func testThatTheTypesAskedForAreSent() async throws {
        // given
        let transport = StubTransport(json: "[]")
        // when
        _ = try await service(transport).obtainNewestNotifications(ofTypes: ["follow", "follow_request"])
        // then
        #expect(transport.lastRequest?.url.query == "limit=40&types%5B%5D=follow&types%5B%5D=follow_request")
    }

    @Test func testThatAnUnreadableNotificationIsLeftOut() async throws {
        // given: one without an account beside a readable one
        let transport = StubTransport(json: #"[{"id":"1","type":"follow"},{"id":"2","type":"follow","account":\#(StubJSON.account())}]"#)
        // when
        let notifications = try await service(transport).obtainNewestNotifications(ofTypes: [])
        // then
        #expect(notifications.map(\.id) == ["2"])
    }
}
