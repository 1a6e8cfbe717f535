import Foundation
import Logging
import MastodonAPI
import TestSupport
import Testing

@testable import Tintype
@testable import TintypeApp

struct OutboxDeliveryTests {
    let outbox = Outbox(directory: TestFolders.unique("tintype-delivery"))
    let comment = OutboxItem(action: .comment(text: "Belle photo 📷", inReplyToId: "7"), idempotencyKey: "key-1")

    private func delivery(_ transport: StubTransport) throws -> OutboxDelivery {
        OutboxDelivery.testing(client: try MastodonClient.stubbed(transport), outbox: outbox, retryDelays: [.zero, .zero])
    }

    private static func answer(_ status: Int, _ json: String) -> Result<HTTPResponse, TransportError> {
        .success(HTTPResponse(status: status, headers: [("Content-Type", "application/json")], body: Data(json.utf8)))
    }

    @Test func testThatAConfirmedCommentLeavesTheOutbox() async throws {
        // given
        try outbox.save(comment)
        let sender = try delivery(StubTransport(json: StubJSON.status(id: "99")))
        // when
        _ = try await sender.send(comment)
        // then
        #expect(outbox.items().isEmpty)
    }

    @Test func testThatEveryAttemptCarriesTheItemsKey() async throws {
        // given
        try outbox.save(comment)
        let transport = StubTransport([
            .failure(.timedOut), Self.answer(200, Self.noReplies), Self.answer(200, StubJSON.status(id: "99")),
        ])
        let sender = try delivery(transport)
        // when
        _ = try await sender.send(comment)
        // then
        #expect(transport.requests.filter { $0.method == .post }.map { $0.header("Idempotency-Key") } == ["key-1", "key-1"])
    }

    static let noReplies = #"{"ancestors":[],"descendants":[]}"#
    static let commentCreatedAt = Date(timeIntervalSince1970: 1_795_255_140)  // 2026-11-21T09:59:00Z

    private static func replies(_ statuses: String...) -> String {
        #"{"ancestors":[],"descendants":["# + statuses.joined(separator: ",") + "]}"
    }

    private static func myReply(id: String, text: String, to postId: String = "7") -> String {
        #"{"id":"\#(id)","created_at":"2026-11-21T10:00:00.000Z","content":"<p>\#(text)</p>","in_reply_to_id":"\#(postId)","account":\#(StubJSON.account(id: "1", acct: "ada"))}"#
    }

    private func attemptedComment() -> OutboxItem {
        OutboxItem(
            action: .comment(text: "Belle photo 📷", inReplyToId: "7"), idempotencyKey: "key-1", createdAt: Self.commentCreatedAt,
            attempts: 1)
    }

    @Test func testThatACommentThatMayHaveArrivedIsLookedForBeforeItIsSentAgain() async throws {
        // given
        let item = attemptedComment()
        try outbox.save(item)
        let transport = StubTransport([Self.answer(200, Self.replies(Self.myReply(id: "55", text: "Belle photo 📷")))])
        let sender = try delivery(transport)
        // when
        let status = try await sender.send(item)
        // then
        #expect(status.id == "55" && transport.requests.allSatisfy { $0.method == .get })
    }

    @Test func testThatACommentFoundOnTheServerLeavesTheOutbox() async throws {
        // given
        let item = attemptedComment()
        try outbox.save(item)
        let sender = try delivery(StubTransport([Self.answer(200, Self.replies(Self.myReply(id: "55", text: "Belle photo 📷")))]))
        // when
        _ = try await sender.send(item)
        // then
        #expect(outbox.items().isEmpty)
    }

    @Test func testThatAnotherTextOnTheServerIsNotTakenForTheComment() async throws {
        // given
        let item = attemptedComment()
        try outbox.save(item)
        let transport = StubTransport([
            Self.answer(200, Self.replies(Self.myReply(id: "55", text: "Another thought"))), Self.answer(200, StubJSON.status(id: "99")),
        ])
        let sender = try delivery(transport)
        // when
        let status = try await sender.send(item)
        // then
        #expect(status.id == "99")
    }

    @Test func testThatAnAttemptIsRecordedBeforeTheAnswerComes() async throws {
        // given
        let like = OutboxItem(action: .like(postId: "1"))
        try outbox.save(like)
        let sender = try delivery(StubTransport([.failure(.timedOut), Self.answer(503, "")]))
        // when
        _ = await caughtError { _ = try await sender.send(like) }
        // then
        #expect(outbox.items().first?.attempts == 3)
    }

    @Test func testThatARateLimitStopsTheRestOfTheQueue() async throws {
        // given
        let first = OutboxItem(action: .like(postId: "1"))
        let second = OutboxItem(action: .like(postId: "2"))
        try outbox.save(first)
        try outbox.save(second)
        let transport = StubTransport(status: 429, json: "{}", headers: [("Retry-After", "300")])
        let sender = try delivery(transport)
        _ = await caughtError { _ = try await sender.send(first) }
        // when
        _ = await caughtError { _ = try await sender.send(second) }
        // then
        #expect(transport.requests.count == 1)
    }

    @Test func testThatARateLimitedItemWaitsInTheOutbox() async throws {
        // given
        let like = OutboxItem(action: .like(postId: "1"))
        try outbox.save(like)
        let sender = try delivery(StubTransport(status: 429, json: "{}", headers: [("Retry-After", "300")]))
        // when
        _ = await caughtError { _ = try await sender.send(like) }
        // then
        #expect(outbox.items().map(\.id) == [like.id])
    }

    @Test func testThatARateLimitIsReportedWithTheServersTime() async throws {
        // given
        let like = OutboxItem(action: .like(postId: "1"))
        try outbox.save(like)
        let sender = try delivery(StubTransport(status: 429, json: "{}", headers: [("Retry-After", "300")]))
        let sent = Date()
        // when
        let error = await caughtError { _ = try await sender.send(like) }
        // then
        guard case .rateLimited(let until?) = error as? MastodonError else {
            Issue.record("not rate limited: \(String(describing: error))")
            return
        }
        #expect((sent.addingTimeInterval(299)...Date().addingTimeInterval(301)).contains(until))
    }

    @Test func testThatARefusedTokenLeavesTheItemForANewOne() async throws {
        // given
        try outbox.save(comment)
        let sender = try delivery(StubTransport(status: 401, json: #"{"error":"The access token is invalid"}"#))
        // when
        _ = await caughtError { _ = try await sender.send(comment) }
        // then
        #expect(outbox.items().map { [$0.id, $0.rejection.map { "\($0)" } ?? "none"] } == [[comment.id, "none"]])
    }

    @Test func testThatAnItemReplacedByALaterChoiceIsNotSent() async throws {
        // given
        let like = try outbox.enqueue(OutboxItem(action: .like(postId: "1")))
        try outbox.enqueue(OutboxItem(action: .unlike(postId: "1")))
        let transport = StubTransport(json: StubJSON.status(id: "1"))
        let sender = try delivery(transport)
        // when
        let error = await caughtError { _ = try await sender.send(like) }
        // then
        #expect(error as? OutboxError == .superseded && transport.requests.isEmpty)
    }

    @Test func testThatALikeLeftByAFailingServerDoesNotComeBackAfterAnUnlike() async throws {
        // given
        let transport = StubTransport(status: 503, json: "{}")
        let like = try outbox.enqueue(OutboxItem(action: .like(postId: "1")))
        _ = await caughtError { _ = try await delivery(transport).send(like) }
        transport.answer(with: [Self.answer(200, StubJSON.status(id: "1"))])
        let unlike = try outbox.enqueue(OutboxItem(action: .unlike(postId: "1")))
        _ = try await delivery(transport).send(unlike)
        // when
        await (try delivery(transport)).sendPendingItems()
        // then
        #expect(transport.requests.last?.url.path == "/api/v1/statuses/1/unfavourite")
    }

    @Test func testThatACommentWithNoAnswerStaysInTheOutbox() async throws {
        // given
        try outbox.save(comment)
        let sender = try delivery(StubTransport([.failure(.unreachable("connection refused"))]))
        // when
        _ = await caughtError { _ = try await sender.send(comment) }
        // then
        #expect(outbox.items().map(\.id) == [comment.id])
    }

    @Test func testThatACommentLeftForLaterGoesOutByItselfOnceTheServerAnswers() async throws {
        // given: the server is away for the first attempt, back for the next
        try outbox.save(comment)
        let transport = StubTransport([
            .failure(.unreachable("connection refused")), Self.answer(200, Self.noReplies), Self.answer(200, StubJSON.status(id: "99")),
        ])
        let sender = OutboxDelivery.testing(
            client: try MastodonClient.stubbed(transport), outbox: outbox, retryDelays: [], resendDelays: [.seconds(5)])
        _ = await caughtError { _ = try await sender.send(comment) }
        // when
        for _ in 0..<200 where !outbox.items().isEmpty { try await Task.sleep(for: .milliseconds(10)) }
        // then
        #expect(outbox.items().isEmpty && transport.requests.filter { $0.method == .post }.count == 2)
    }

    @Test func testThatAListenerHearsOfACommentThatWentOutByItself() async throws {
        // given: the server is away for the first attempt, back for the later try
        try outbox.save(comment)
        let transport = StubTransport([
            .failure(.unreachable("connection refused")), Self.answer(200, Self.noReplies), Self.answer(200, StubJSON.status(id: "99")),
        ])
        let sender = OutboxDelivery.testing(
            client: try MastodonClient.stubbed(transport), outbox: outbox, retryDelays: [], resendDelays: [.seconds(5)])
        var confirmations = await sender.observeConfirmations().makeAsyncIterator()
        _ = await caughtError { _ = try await sender.send(comment) }
        // when
        let confirmation = await confirmations.next()
        // then
        #expect(confirmation?.item.id == comment.id)
    }

    @Test func testThatARefusedCommentIsKeptWithTheReason() async throws {
        // given
        try outbox.save(comment)
        let sender = try delivery(StubTransport(status: 422, json: #"{"error":"Text is too long"}"#))
        // when
        _ = await caughtError { _ = try await sender.send(comment) }
        // then
        #expect(outbox.items().first?.rejection == .refused(serverMessage: "Text is too long"))
    }

    @Test func testThatAPostGoesOutWithItsWarningSensitivityAndLanguage() async throws {
        // given
        let post = OutboxItem(action: .post(OutboxPost(text: "Moths", contentWarning: "insects", isSensitive: true, language: "en")))
        try outbox.save(post)
        let transport = StubTransport(json: StubJSON.status(id: "99"))
        // when
        _ = try await delivery(transport).send(post)
        // then
        let form = try JSONSerialization.jsonObject(with: transport.lastRequest?.body ?? Data()) as? [String: Any]
        #expect(
            form?["spoiler_text"] as? String == "insects" && form?["sensitive"] as? Bool == true && form?["language"] as? String == "en")
    }

    @Test func testThatASecondSendWhileTheFirstGoesJoinsIt() async throws {
        // given: a comment on its way, which the server will refuse
        try outbox.save(comment)
        let transport = HeldTransport(StubTransport(status: 422, json: #"{"error":"Text is too long"}"#))
        let client = MastodonClient(
            instance: try InstanceAddress("https://pixelfed.example"), token: "secret-token", transport: transport,
            userAgent: "Tintype/test")
        let sender = OutboxDelivery.testing(client: client, outbox: outbox, retryDelays: [])
        let first = Task { [comment] in _ = try? await sender.send(comment) }
        await eventually { !transport.requests.isEmpty }
        // when: sent again meanwhile, as a chat fetched anew while its message goes
        let second = Task { [comment] in _ = try? await sender.send(comment) }
        await eventuallyAwaiting { await sender.waitingCallers == 2 }
        transport.release()
        _ = await (first.value, second.value)
        // then: the refusal is not taken for a word to send it again, nor looked for again
        #expect(transport.requests.count == 1)
    }

    @Test func testThatAPostWhosePhotoIsGoneIsKeptAsRefusedForThatReason() async throws {
        // given
        let missing = TestFolders.unique("tintype-gone").appendingPathComponent("cat.jpg").path
        let post = OutboxItem(action: .post(OutboxPost(text: "Sunday", photos: [OutboxPost.Photo(path: missing)], visibility: nil)))
        try outbox.save(post)
        let sender = try delivery(StubTransport(status: 200, json: "{}"))
        // when
        _ = await caughtError { _ = try await sender.send(post) }
        // then
        #expect(outbox.items().first?.rejection == .photoUnreadable(path: missing))
    }

    @Test func testThatARefusedLikeIsDropped() async throws {
        // given
        let like = OutboxItem(action: .like(postId: "404"))
        try outbox.save(like)
        let sender = try delivery(StubTransport(status: 404, json: #"{"error":"Record not found"}"#))
        // when
        _ = await caughtError { _ = try await sender.send(like) }
        // then
        #expect(outbox.items().isEmpty)
    }

    @Test func testThatManyPendingItemsOfOnePostAreSentInTheOrderTheyWereMade() async throws {
        // given: forty likes and unlikes of one post, left by an earlier run
        for index in 0..<40 {
            let action: OutboxItem.Action = index.isMultiple(of: 2) ? .like(postId: "1") : .unlike(postId: "1")
            try outbox.save(OutboxItem(action: action, createdAt: Date(timeIntervalSince1970: Double(index))))
        }
        let transport = StubTransport(json: StubJSON.status(id: "1"))
        let sender = try delivery(transport)
        // when
        await sender.sendPendingItems()
        // then
        let alternating = (0..<40).map { $0.isMultiple(of: 2) ? "/api/v1/statuses/1/favourite" : "/api/v1/statuses/1/unfavourite" }
        let sentInOrder = transport.requests.map(\.url.path) == alternating
        #expect(sentInOrder)
    }

    @Test func testThatPendingItemsAreSentInTheOrderTheyWereMade() async throws {
        // given
        try outbox.save(OutboxItem(action: .like(postId: "1"), createdAt: Date(timeIntervalSince1970: 1)))
        try outbox.save(OutboxItem(action: .unlike(postId: "1"), createdAt: Date(timeIntervalSince1970: 2)))
        let transport = StubTransport(json: StubJSON.status(id: "1"))
        let sender = try delivery(transport)
        // when
        await sender.sendPendingItems()
        // then
        #expect(transport.requests.map(\.url.path) == ["/api/v1/statuses/1/favourite", "/api/v1/statuses/1/unfavourite"])
    }

    @Test func testThatRefusedItemsAreNotResentAtStart() async throws {
        // given
        var refused = comment
        refused.rejection = .refused(serverMessage: "Text is too long")
        try outbox.save(refused)
        let transport = StubTransport(json: StubJSON.status(id: "99"))
        let sender = try delivery(transport)
        // when
        await sender.sendPendingItems()
        // then
        #expect(transport.requests.isEmpty)
    }

    @Test func testThatAStuckRequestDoesNotHoldUpAWriteOnAnotherPost() async throws {
        // given: the server never answers about post 1
        let stuck = OutboxItem(action: .like(postId: "1"))
        let other = OutboxItem(action: .like(postId: "2"))
        try outbox.save(stuck)
        try outbox.save(other)
        let hanging = OutboxDelivery.testing(
            client: MastodonClient(
                instance: try InstanceAddress("https://pixelfed.example"), token: "t",
                transport: HangingTransport(hangingPath: "/api/v1/statuses/1/favourite", answer: StubJSON.status(id: "2")),
                userAgent: "test"),
            outbox: outbox)
        let first = Task { try await hanging.send(stuck) }
        defer { first.cancel() }
        // when
        let status = try await hanging.send(other)
        // then
        #expect(status.id == "2")
    }
}

/// Never answers requests for one path; answers every other at once.
private struct HangingTransport: HTTPTransport {
    let hangingPath: String
    let answer: String

    func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        if request.url.path == hangingPath {
            try await Task.sleep(for: .seconds(3600))
        }
        return HTTPResponse(status: 200, headers: [("Content-Type", "application/json")], body: Data(answer.utf8))
    }
}
