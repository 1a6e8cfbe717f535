import Foundation
import MastodonAPI
import TestSupport
import Testing

/// The streaming API of the demo instance, over real HTTP.
@Suite(.serialized)
struct MastodonStreamingIntegrationTests {
    /// Runs `action` once the stream is connected, then returns the first update the condition
    /// picks, or nil when none came within five seconds.
    private static func firstUpdate(
        in updates: AsyncStream<StreamingUpdate>, afterConnecting action: @escaping @Sendable () async throws -> Void,
        _ condition: @escaping @Sendable (StreamingUpdate) -> Bool
    ) async -> StreamingUpdate? {
        await withTaskGroup(of: StreamingUpdate?.self) { group in
            group.addTask {
                for await update in updates {
                    if update == .connected { try? await action() }
                    if condition(update) { return update }
                }
                return nil
            }
            group.addTask {
                try? await Task.sleep(for: .seconds(30))
                return nil
            }
            defer { group.cancelAll() }
            return await group.next() ?? nil
        }
    }

    @Test func testThatALikeArrivesLiveOnTheAuthorsUserStream() async throws {
        try await DemoServer.run { server in
            // given: Grace's post, and her user stream connected
            let post = try await server.client(as: "grace").publishStatus(
                StatusDraft(text: "Nanoseconds"), idempotencyKey: UUID().uuidString)
            let updates = try server.streaming(as: "grace").updates(of: .user)
            let alan = try server.client(as: "alan")
            // when: Alan likes it once the stream is open
            let like = await Self.firstUpdate(in: updates, afterConnecting: { _ = try await alan.favourite(statusId: post.id) }) {
                guard case .event(.notification(let notification)) = $0 else { return false }
                return notification.type == "favourite" && notification.status?.id == post.id
            }
            // then
            #expect(like != nil, "no like came on the stream")
        }
    }

    @Test func testThatADirectMessageArrivesOnTheRecipientsDirectStream() async throws {
        try await DemoServer.run { server in
            // given: Grace's direct stream connected
            let updates = try server.streaming(as: "grace").updates(of: .direct)
            let ada = try server.client(as: "ada")
            // when: Ada writes to her once the stream is open
            let conversation = await Self.firstUpdate(
                in: updates,
                afterConnecting: {
                    _ = try await ada.publishStatus(
                        StatusDraft(text: "@grace The engine runs ☕", visibility: .direct), idempotencyKey: UUID().uuidString)
                }
            ) {
                guard case .event(.conversation(_, let lastStatus)) = $0 else { return false }
                return lastStatus.map { HTMLToText.convert($0.content).contains("The engine runs ☕") } ?? false
            }
            // then
            #expect(conversation != nil, "no conversation came on the stream")
        }
    }
}
