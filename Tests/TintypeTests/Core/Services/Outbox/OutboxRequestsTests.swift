import Foundation
import MastodonAPI
import TestSupport
import Testing

@testable import Tintype
@testable import TintypeApp

struct OutboxRequestsTests {
    let outbox = Outbox(directory: TestFolders.unique("tintype-requests"))
    let photo = TestFolders.unique("tintype-photo").appendingPathExtension("jpg")

    private static func answer(_ status: Int, _ json: String) -> Result<HTTPResponse, TransportError> {
        .success(HTTPResponse(status: status, headers: [("Content-Type", "application/json")], body: Data(json.utf8)))
    }

    private static func media(url: String?) -> String {
        #"{"id":"m1","type":"image","url":\#(url.map { "\"\($0)\"" } ?? "null")}"#
    }

    private func requests(_ transport: StubTransport) throws -> OutboxRequests {
        OutboxRequests(client: try MastodonClient.stubbed(transport), outbox: outbox, sleep: { _ in })
    }

    /// A post of one photo, saved in the outbox, the photo on disk.
    private func post(uploadedId: String? = nil) throws -> OutboxItem {
        try FileManager.default.createDirectory(at: photo.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data([0xFF, 0xD8, 0xFF, 0xE0]).write(to: photo)
        let item = OutboxItem(action: .post(OutboxPost(text: "Sunday", photos: [.init(path: photo.path, uploadedId: uploadedId)])))
        try outbox.save(item)
        return item
    }

    @Test func testThatAPhotoTheServerStillProcessesIsWaitedForBeforeThePost() async throws {
        // given: 202 with no url, then "still processing", then ready
        let transport = StubTransport([
            Self.answer(202, Self.media(url: nil)), Self.answer(206, Self.media(url: nil)),
            Self.answer(200, Self.media(url: "https://x/m1.jpg")), Self.answer(200, StubJSON.status(id: "9")),
        ])
        let item = try post()
        // when
        _ = try await requests(transport).perform(item)
        // then
        #expect(
            transport.requests.map { "\($0.method.rawValue) \($0.url.path)" } == [
                "POST /api/v2/media", "GET /api/v1/media/m1", "GET /api/v1/media/m1", "POST /api/v1/statuses",
            ])
    }

    @Test func testThatAPhotoUploadedByAnEarlierTryIsNotUploadedAgain() async throws {
        // given
        let transport = StubTransport([Self.answer(200, Self.media(url: "https://x/m1.jpg")), Self.answer(200, StubJSON.status(id: "9"))])
        let item = try post(uploadedId: "m1")
        // when
        _ = try await requests(transport).perform(item)
        // then
        #expect(transport.requests.filter { $0.url.path == "/api/v2/media" }.isEmpty)
    }

    @Test func testThatAnUploadTellsHowFarItWent() async throws {
        // given
        let transport = StubTransport([Self.answer(200, Self.media(url: "https://x/m1.jpg")), Self.answer(200, StubJSON.status(id: "9"))])
        let item = try post()
        let requests = try requests(transport)
        let told = LockedList<UploadProgress>()
        requests.uploads.listen(toItemId: item.id) { told.append($0) }
        // when
        _ = try await requests.perform(item)
        // then
        #expect(told.items.map { $0.sentBytes == $0.totalBytes && $0.photoCount == 1 } == [true])
    }

    @Test func testThatTheUploadedIdIsKeptBeforeThePostIsSent() async throws {
        // given: the post itself fails
        let transport = StubTransport([Self.answer(200, Self.media(url: "https://x/m1.jpg")), .failure(.timedOut)])
        let item = try post()
        // when
        _ = try? await requests(transport).perform(item)
        // then
        guard case .post(let kept)? = outbox.item(withId: item.id)?.action else { return #expect(Bool(false)) }
        #expect(kept.photos.first?.uploadedId == "m1")
    }

    private static func status(altText: String) -> String {
        #"{"id":"7","content":"<p>Sunday</p>","account":{"id":"1","username":"ada","acct":"ada"},"media_attachments":[{"id":"m1","type":"image","url":"https://x/m1.jpg","description":"\#(altText)"}]}"#
    }

    private func edit(_ transport: StubTransport) async throws {
        let item = OutboxItem(
            action: .edit(postId: "7", OutboxPost(text: "Sunday", photos: [.init(path: "", altText: "A tabby cat", uploadedId: "m1")])))
        _ = try await requests(transport).perform(item)
    }

    @Test func testThatAnEditCarriesEachPhotosAltText() async throws {
        // given
        let transport = StubTransport([Self.answer(200, Self.status(altText: "A tabby cat"))])
        // when
        try await edit(transport)
        // then
        let sent = try JSONSerialization.jsonObject(with: transport.requests.first?.body ?? Data()) as? [String: Any]
        let attributes = sent?["media_attributes"] as? [[String: String]]
        #expect(transport.requests.first?.method == .put && attributes == [["id": "m1", "description": "A tabby cat"]])
    }

    @Test func testThatAnAltTextTheEditLeftAsItWasIsSetOnThePhoto() async throws {
        // given: the server ignores media_attributes
        let transport = StubTransport([
            Self.answer(200, Self.status(altText: "A cat")), Self.answer(200, Self.media(url: "https://x/m1.jpg")),
            Self.answer(200, Self.status(altText: "A tabby cat")),
        ])
        // when
        try await edit(transport)
        // then
        #expect(
            transport.requests.map { "\($0.method.rawValue) \($0.url.path)" } == [
                "PUT /api/v1/statuses/7", "PUT /api/v1/media/m1", "GET /api/v1/statuses/7",
            ])
    }

    private static let votedStatus =
        #"{"id":"7","account":{"id":"g","username":"grace","acct":"grace"},"content":"","poll":{"id":"p7","options":[{"title":"moth"}],"voted":true,"own_votes":[0]}}"#

    @Test func testThatAVoteAnswersWithThePostItIsIn() async throws {
        // given
        let transport = StubTransport([Self.answer(200, #"{"id":"p7","options":[{"title":"moth"}]}"#), Self.answer(200, Self.votedStatus)])
        // when
        let receipt = try await requests(transport).perform(OutboxItem(action: .vote(postId: "7", pollId: "p7", choices: [0])))
        // then
        guard case .status(let status) = receipt else { return #expect(Bool(false), "no status") }
        #expect(status.poll?.ownVotes == [0])
    }

    @Test func testThatAVoteSentAgainAfterALostAnswerIsTakenAsMade() async throws {
        // given: the server refuses a second vote, and the post says mine is in
        let transport = StubTransport([
            Self.answer(422, #"{"error":"You have already voted on this poll"}"#), Self.answer(200, Self.votedStatus),
        ])
        // when
        let receipt = try await requests(transport).perform(OutboxItem(action: .vote(postId: "7", pollId: "p7", choices: [0])))
        // then
        guard case .status(let status) = receipt else { return #expect(Bool(false), "no status") }
        #expect(status.poll?.hasVoted == true)
    }

    @Test func testThatAVoteOnAPollThatEndedIsRefused() async throws {
        // given
        let unvoted =
            #"{"id":"7","account":{"id":"g","username":"grace","acct":"grace"},"content":"","poll":{"id":"p7","options":[],"voted":false}}"#
        let transport = StubTransport([Self.answer(422, #"{"error":"The poll has already ended"}"#), Self.answer(200, unvoted)])
        // when, then
        await #expect(throws: MastodonError.unprocessable("The poll has already ended")) {
            try await requests(transport).perform(OutboxItem(action: .vote(postId: "7", pollId: "p7", choices: [0])))
        }
    }

    /// A post asked for at `time`, saved in the outbox; the clock reads 2026-11-30 10:15 UTC.
    private func scheduled(at time: Date, _ transport: StubTransport) throws -> (OutboxRequests, OutboxItem) {
        var requests = try requests(transport)
        requests.now = { Date(timeIntervalSince1970: 1_796_033_700) }
        let item = OutboxItem(action: .post(OutboxPost(text: "Tea at four", scheduledAt: time)))
        try outbox.save(item)
        return (requests, item)
    }

    @Test func testThatAPostWithATimeAheadIsHeldBackByTheServer() async throws {
        // given
        let transport = StubTransport(json: #"{"id":"s1","scheduled_at":"2026-11-30T16:00:00Z","params":{"text":"Tea at four"}}"#)
        let (requests, item) = try scheduled(at: Date(timeIntervalSince1970: 1_796_054_400), transport)
        // when
        let receipt = try await requests.perform(item)
        // then
        guard case .scheduled(let held) = receipt else {
            Issue.record("answered \(receipt)")
            return
        }
        #expect(held.id == "s1")
    }

    @Test func testThatAPostWhoseTimeHasGoneByIsPublishedNow() async throws {
        // given: the outbox could not send it before its time
        let transport = StubTransport(json: StubJSON.status(id: "9"))
        let (requests, item) = try scheduled(at: Date(timeIntervalSince1970: 1_796_030_000), transport)
        // when
        _ = try await requests.perform(item)
        // then
        let body = try JSONSerialization.jsonObject(with: transport.lastRequest?.body ?? Data()) as? [String: Any]
        #expect(body?["status"] as? String == "Tea at four" && body?["scheduled_at"] == nil)
    }
}
