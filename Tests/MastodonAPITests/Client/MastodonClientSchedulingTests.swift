import Foundation
import MastodonAPI
import TestSupport
import Testing

struct MastodonClientSchedulingTests {
    private static let scheduledJSON = #"""
        {"id": "3", "scheduled_at": "2026-12-24T08:00:00.000Z", "params": {"text": "Tea at four", "poll": {"options": ["yes", "no"]}},
         "media_attachments": []}
        """#

    @Test func testThatTheTimeIsSentAsTheServerReadsIt() async throws {
        // given
        let transport = StubTransport(json: Self.scheduledJSON)
        let client = try MastodonClient.stubbed(transport)
        let draft = StatusDraft(text: "Tea at four", scheduledAt: Date(timeIntervalSince1970: 1_798_099_200))
        // when
        _ = try await client.scheduleStatus(draft, idempotencyKey: "key-1")
        // then
        let form = try JSONSerialization.jsonObject(with: transport.lastRequest?.body ?? Data()) as? [String: Any]
        #expect((form?["scheduled_at"] as? String).flatMap(MastodonDate.parse) == Date(timeIntervalSince1970: 1_798_099_200))
    }

    @Test func testThatAStatusHeldBackIsAnsweredAsScheduled() async throws {
        // given
        let client = try MastodonClient.stubbed(StubTransport(json: Self.scheduledJSON))
        // when
        let answer = try await client.scheduleStatus(StatusDraft(text: "Tea at four"), idempotencyKey: "key-1")
        // then
        guard case .scheduled(let scheduled) = answer else {
            Issue.record("answered \(answer)")
            return
        }
        #expect(scheduled.params.text == "Tea at four" && scheduled.params.pollOptions == ["yes", "no"])
    }

    @Test func testThatAStatusPublishedAtOnceIsAnsweredAsPublished() async throws {
        // given: the time was too near, and the server published it now
        let client = try MastodonClient.stubbed(StubTransport(json: StubJSON.status(id: "10")))
        // when
        let answer = try await client.scheduleStatus(StatusDraft(text: "Tea at four"), idempotencyKey: "key-1")
        // then
        guard case .published(let status) = answer else {
            Issue.record("answered \(answer)")
            return
        }
        #expect(status.id == "10")
    }

    @Test func testThatMyScheduledStatusesComeSoonestFirst() async throws {
        // given
        let client = try MastodonClient.stubbed(
            StubTransport(
                json: #"""
                    [{"id": "2", "scheduled_at": "2026-12-25T08:00:00Z", "params": {"text": "later"}},
                     {"id": "1", "scheduled_at": "2026-12-24T08:00:00Z", "params": {"text": "sooner"}}]
                    """#))
        // when
        let scheduled = try await client.scheduledStatuses()
        // then
        #expect(scheduled.map(\.id) == ["1", "2"])
    }

    @Test func testThatAMoveSendsTheNewTime() async throws {
        // given
        let transport = StubTransport(json: Self.scheduledJSON)
        let client = try MastodonClient.stubbed(transport)
        // when
        _ = try await client.reschedule(scheduledId: "3", to: Date(timeIntervalSince1970: 1_798_099_200))
        // then
        #expect(transport.lastRequest?.method == .put && transport.lastRequest?.url.path == "/api/v1/scheduled_statuses/3")
    }
}
