import Foundation
import MastodonAPI
import TestSupport
import Testing

/// A video posted where the server takes its time over it, as Mastodon does: the upload answered
/// 202 with no address yet, then the media looked at until it has one. The demo instance answers
/// at once, so its fault rules play Mastodon's part around an upload it really holds.
@Suite(.serialized)
struct VideoProcessingEndToEndTests {
    private let clip = DemoServer.packageRoot.appendingPathComponent("Tests/ImagingTests/Fixtures/red-then-blue.mp4")

    /// The rule that answers every upload 202 with `mediaId`, still processed.
    private func uploadsAnswerProcessing(_ mediaId: String) -> [String: Any] {
        let processing: [String: Any] = ["id": mediaId, "type": "video", "url": NSNull(), "preview_url": NSNull(), "description": NSNull()]
        return [
            "match": ["methods": ["POST"], "path": "/api/v2/media"], "effect": ["type": "status", "status": 202, "body": processing],
            "count": 1000,
        ]
    }

    /// How many times the rule matching `path` was used.
    private func uses(ofRuleFor path: String, on server: DemoServer) async throws -> Int {
        let rules = try await server.json(at: "/api/v1/_mock/faults", as: "alan") as? [[String: Any]] ?? []
        let rule = rules.first { (($0["match"] as? [String: Any])?["path"] as? String) == path }
        return 1000 - (rule?["remaining"] as? Int ?? 1000)
    }

    private func posts(saying text: String, on server: DemoServer) async throws -> [StatusEntity] {
        let client = try server.client(as: "alan")
        let alan = try await client.verifyCredentials()
        return try await client.accountStatuses(accountId: alan.id, .newest(limit: 40)).items.filter {
            HTMLToText.convert($0.content) == text
        }
    }

    @Test func testThatAVideoStillProcessedWhenThePostIsKilledIsPostedOnceAfterRestartWithoutUploadingAgain() async throws {
        try await DemoServer.run { server in
            // given: the server holds the clip, and says it is still processing it
            let tintype = try TintypeBinary()
            let media = try await server.client(as: "alan").uploadMedia(
                MediaUpload(data: try Data(contentsOf: clip), filename: "red-then-blue.mp4", mimeType: "video/mp4"))
            try await server.injectFault(uploadsAnswerProcessing(media.id))
            try await server.injectFault([
                "match": ["methods": ["GET"], "path": "/api/v1/media/*"],
                "effect": ["type": "status", "status": 206, "body": ["id": media.id, "type": "video", "url": NSNull()]], "count": 1000,
            ])
            let posting = try TmuxSession(
                command: tintype.shellLine(arguments: [
                    "post", "--media", clip.path, "--alt", "Red, then blue", "A clip, processed", "--instance", server.baseURL,
                    "--token=alan_token",
                ]))
            defer { posting.close() }
            let waited = try await Polling.holds { try await uses(ofRuleFor: "/api/v1/media/*", on: server) >= 1 }
            // when: killed while it waits, the server done processing, and the app started again
            try await posting.endApp(of: tintype, instance: server.baseURL)
            let queued = tintype.outboxFiles().count
            let firstUploads = try await uses(ofRuleFor: "/api/v2/media", on: server)
            try await server.clearFaults()
            try await server.injectFault(uploadsAnswerProcessing(media.id))
            let app = try TmuxSession(command: tintype.shellLine(instance: server.baseURL, token: "alan_token"))
            defer { app.close() }
            let posted = try await Polling.value({ try await posts(saying: "A clip, processed", on: server) }, until: { !$0.isEmpty })
            // then
            #expect(waited && queued == 1 && firstUploads == 1, "the post was not waiting in the outbox for the processing")
            #expect(posted.count == 1 && posted.first?.mediaAttachments.map(\.id) == [media.id], "posts: \(posted)")
            #expect(try await uses(ofRuleFor: "/api/v2/media", on: server) == 0, "the clip was uploaded again")
        }
    }
}
