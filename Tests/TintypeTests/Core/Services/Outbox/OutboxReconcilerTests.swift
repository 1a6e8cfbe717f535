import Foundation
import MastodonAPI
import TestSupport
import Testing

@testable import Tintype
@testable import TintypeApp

struct OutboxReconcilerTests {
    @Test func testThatAScheduledPostWhoseAnswerWasLostIsFoundAmongMyScheduledOnes() async throws {
        // given: the server holds it back already
        let transport = StubTransport(
            json: #"[{"id":"s1","scheduled_at":"2026-12-24T08:00:00Z","params":{"text":"Tea  at four"}}]"#)
        let reconciler = OutboxReconciler(client: try MastodonClient.stubbed(transport), accountId: "1")
        let item = OutboxItem(action: .post(OutboxPost(text: "Tea at four", scheduledAt: Date(timeIntervalSince1970: 1_798_099_200))))
        // when
        let receipt = try await reconciler.receiptOnServer(for: item)
        // then
        guard case .scheduled(let held)? = receipt else {
            Issue.record("found \(String(describing: receipt))")
            return
        }
        #expect(held.id == "s1")
    }
}
