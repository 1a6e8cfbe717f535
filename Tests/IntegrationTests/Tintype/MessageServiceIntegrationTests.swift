import Foundation
import Logging
import MastodonAPI
import TestSupport
import Testing

@testable import Tintype
@testable import TintypeApp

/// The message service over a real client, a real cache folder and the demo instance, whose
/// conversation ids change with every message.
@Suite(.serialized)
struct MessageServiceIntegrationTests {
    let cacheDirectory = TestFolders.unique("tintype-it")

    private func service(for client: MastodonClient) throws -> MessageServiceImplementation {
        let logger = Logger(label: "test")
        let outbox = Outbox(directory: cacheDirectory.appendingPathComponent("outbox"))
        let delivery = OutboxDelivery(client: client, outbox: outbox, reconciler: OutboxReconciler(client: client), logger: logger)
        let writes = OutboxFacade(
            outbox: outbox, delivery: delivery, drafts: DraftStore(directory: cacheDirectory.appendingPathComponent("drafts")))
        return MessageServiceImplementation(
            client: client, writes: writes, limits: InstanceLimits(client: client), cache: FileCache(directory: cacheDirectory),
            cacheKey: "messages", logger: logger)
    }

    @Test func testThatAConversationStaysOneAsItsIdChanges() async throws {
        try await DemoServer.run { server in
            // given: Ada writes to Grace, Grace's conversations are loaded, and Ada writes again
            let ada = try server.client(as: "ada")
            let messages = try service(for: try server.client(as: "grace"))
            _ = try await ada.publishStatus(StatusDraft(text: "@grace First card", visibility: .direct), idempotencyKey: UUID().uuidString)
            let before = try await messages.obtainNewestConversations().conversations.filter { $0.participants.map(\.handle) == ["ada"] }
            _ = try await ada.publishStatus(StatusDraft(text: "@grace Second card", visibility: .direct), idempotencyKey: UUID().uuidString)
            // when
            let after = try await messages.obtainNewestConversations().conversations.filter { $0.participants.map(\.handle) == ["ada"] }
            // then
            #expect(
                before.count == 1 && after.count == 1 && after.first?.serverId != before.first?.serverId,
                "before \(before.map(\.id)), after \(after.map(\.id))")
        }
    }
}
