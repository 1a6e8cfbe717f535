import Foundation
import MastodonAPI
import TestSupport
import Testing

/// Reading and writing comments in the real binary, in tmux, against the demo instance; and the
/// promise that no way of killing the app or the network loses or doubles a comment.
@Suite(.serialized)
struct CommentsEndToEndTests {
    let comment = "Très belle lumière, Noël à la fenêtre 🎄📷"

    /// Grace's photo post with Katherine's comment under it, both made through the CLI; the post's id.
    private func seedPostWithComment(_ tintype: TintypeBinary, on server: DemoServer) throws -> String {
        let photo = DemoServer.packageRoot.appendingPathComponent("Resources/Demo/Photos/chelsea-the-cat.jpg").path
        let postId = try tintype.run(
            ["post", "--media", photo, "--alt", "A tabby cat on a sofa", "Chelsea at the window"],
            instance: server.baseURL, token: "grace_token"
        ).trimmingCharacters(in: .whitespacesAndNewlines)
        try tintype.run(["reply", postId, "What a patient model"], instance: server.baseURL, token: "katherine_token")
        return postId
    }

    /// Alan's app in a new pane, Grace's post opened from his feed with its thread loaded. It is
    /// the top post at first; after Alan commented, his comment is above it.
    private func openTopPost(
        _ tintype: TintypeBinary, on server: DemoServer, through address: String? = nil, token: String = "alan_token"
    ) async throws -> TmuxSession {
        let session = try TmuxSession(command: tintype.shellLine(instance: address ?? server.baseURL, token: token))
        var screen = try await session.screenShowing { $0.contains("online ·") && $0.contains("Chelsea at the window") }
        for _ in 0..<5 where !ScreenReading.selectedLines(in: screen).contains(where: { $0.contains("Chelsea at the window") }) {
            try session.send("j")
            screen = try await session.poll(upTo: 2) {
                ScreenReading.selectedLines(in: $0).contains { $0.contains("Chelsea at the window") }
            }
        }
        try session.send("Enter")
        try await session.screenShowing { $0.contains("Post by Grace Hopper") && $0.contains("Comments (") }
        return session
    }

    /// The replies under a post on the server whose text is exactly `text`.
    private func replies(to postId: String, saying text: String, on server: DemoServer) async throws -> [StatusEntity] {
        try await server.client(as: "alan").context(ofStatusId: postId).descendants.filter {
            HTMLToText.convert($0.content).trimmingCharacters(in: .whitespacesAndNewlines) == text
        }
    }

    /// How many times the comment is on the server, watched until `deadline`: a copy the server
    /// still holds back (a delayed or held request) must show up by then. Returns at once when a
    /// second copy appears; answers the count at the deadline otherwise.
    private func copiesOnServer(
        of text: String, under postId: String, on server: DemoServer, watchedUntil deadline: Date
    ) async throws -> Int {
        try await Polling.value(
            upTo: deadline.timeIntervalSinceNow, every: .milliseconds(250),
            { try await replies(to: postId, saying: text, on: server).count }, until: { $0 > 1 })
    }

    private func writeComment(_ text: String, in session: TmuxSession) async throws {
        try session.send("c")
        try await session.screenShowing { $0.contains("Comment on the post") }
        try session.send("-l", text)
        // All of it typed before Enter: the keys arrive in more than one read.
        try await session.screenShowing { $0.contains(text) }
        try session.send("Enter")
    }

    @Test func testThatTheThreadShowsTheSeededComment() async throws {
        try await DemoServer.run { server in
            // given
            let tintype = try TintypeBinary()
            _ = try seedPostWithComment(tintype, on: server)
            // when
            let session = try await openTopPost(tintype, on: server)
            defer { session.close() }
            let screen = try await session.screenShowing { $0.contains("What a patient model") }
            // then
            #expect(
                screen.contains("Comments (1)") && screen.contains("@katherine") && screen.contains("What a patient model"),
                "screen was:\n\(screen)")
        }
    }

    @Test func testThatAnEscapeInsidePastedTextNeitherClosesTheComposerNorRunsTheRestAsKeys() async throws {
        try await DemoServer.run { server in
            // given
            let tintype = try TintypeBinary()
            _ = try seedPostWithComment(tintype, on: server)
            let session = try await openTopPost(tintype, on: server)
            defer { session.close() }
            try session.send("c")
            try await session.screenShowing { $0.contains("Comment on the post") }
            // when: a paste with an ESC in it, then an "l" that would like the post
            try session.paste("Pasted\u{1B}lovely light")
            let screen = try await session.screenShowing { $0.contains("Pastedlovely light") }
            // then
            #expect(
                screen.contains("Comment on the post") && screen.contains("Pastedlovely light") && !screen.contains("♥ 1 like"),
                "screen was:\n\(screen)")
        }
    }

    /// How the app is ended while a comment is half written: Ctrl-C, or a signal from outside.
    enum Ending: String, CaseIterable, Sendable {
        case controlC, terminate, hangUp
    }

    @Test(arguments: Ending.allCases)
    func testThatTheOpenComposerIsKeptWhenTheAppIsEnded(by ending: Ending) async throws {
        try await DemoServer.run { server in
            // given: a comment typed, and the app ended at once, before the typing pause that saves it
            let tintype = try TintypeBinary()
            _ = try seedPostWithComment(tintype, on: server)
            let first = try await openTopPost(tintype, on: server)
            defer { first.close() }
            try first.send("c")
            try await first.screenShowing { $0.contains("Comment on the post") }
            try first.send("-l", "Half a thought")
            try await first.screenShowing { $0.contains("Half a thought") }
            switch ending {
            case .controlC: try first.send("C-c")
            case .terminate: try await first.endApp(of: tintype, instance: server.baseURL, with: SIGTERM)
            case .hangUp: try await first.endApp(of: tintype, instance: server.baseURL, with: SIGHUP)
            }
            try await first.screenShowing { $0.contains("EXITED") }
            // when: the app is opened again and a comment begun on the same post
            let second = try await openTopPost(tintype, on: server)
            defer { second.close() }
            try second.send("c")
            let screen = try await second.screenShowing { $0.contains("Comment on the post") && $0.contains("Half a thought") }
            // then
            #expect(screen.contains("Half a thought"), "the draft was lost:\n\(screen)")
        }
    }

    @Test func testThatAPostRunAgainAfterALostAnswerIsPublishedOnce() async throws {
        try await DemoServer.run { server in
            // given: the server publishes the post and the answer is lost; looking for it fails too
            let proxy = try LossyProxy(upstreamPort: server.port)
            defer { proxy.stop() }
            let tintype = try TintypeBinary()
            let caption = "Sunday light on the harbour ⛵ \(UUID().uuidString.prefix(6))"
            proxy.loseNextAnswer(method: "POST", path: "/api/v1/statuses")
            try await server.injectFault([
                "match": ["methods": ["GET"], "path_regex": "^/api/v1/accounts/[^/]+/statuses$"],
                "effect": ["type": "status", "status": 503], "count": 2,
            ])
            let firstRun = try tintype.runForStatus(["post", caption], instance: proxy.baseURL, token: "ada_token")
            // when: the same command again
            let secondRun = try tintype.runForStatus(["post", caption], instance: proxy.baseURL, token: "ada_token")
            // then
            let posts = try await server.client(as: "ada").accountStatuses(
                accountId: try await server.client(as: "ada").verifyCredentials().id, .newest(limit: 40))
            let published = posts.items.filter { HTMLToText.convert($0.content) == caption }
            #expect(firstRun.status == 1 && firstRun.output.isEmpty, "the first run said: \(firstRun.output)")
            #expect(secondRun.status == 0 && published.map(\.id) == [secondRun.output.trimmingCharacters(in: .whitespacesAndNewlines)])
            #expect(published.count == 1, "published \(published.count) times")
        }
    }

    @Test func testThatACommentWrittenInTheAppExistsOnceOnTheServer() async throws {
        try await DemoServer.run { server in
            // given
            let tintype = try TintypeBinary()
            let postId = try seedPostWithComment(tintype, on: server)
            let session = try await openTopPost(tintype, on: server)
            defer { session.close() }
            // when
            try await writeComment(comment, in: session)
            // then: the whole of it, as a capture may catch a frame half drawn
            try await session.screenShowing {
                $0.contains("Comments (2)") && $0.contains(comment) && $0.contains("Alan Turing") && !$0.contains("sending…")
            }
            #expect(try await replies(to: postId, saying: comment, on: server).count == 1)
            #expect(tintype.outboxFiles().isEmpty)
        }
    }

    /// A comment a refused token left waiting goes out on the first start with a new token given
    /// by hand, once that start has learned whose the token is: not one start later.
    @Test func testThatACommentLeftByARefusedTokenIsSentByTheFirstStartWithANewToken() async throws {
        try await DemoServer.run { server in
            // given: Alan's comment written with a token of his, known here from an earlier start,
            // that the server now refuses
            let tintype = try TintypeBinary()
            let postId = try seedPostWithComment(tintype, on: server)
            let firstToken = try await server.freshToken(for: "alan")
            try tintype.run(["feed", "--plain"], instance: server.baseURL, token: firstToken)
            let first = try await openTopPost(tintype, on: server, token: firstToken)
            defer { first.close() }
            try await server.injectFault([
                "match": ["methods": ["POST"], "path": "/api/v1/statuses"], "effect": ["type": "status", "status": 401], "count": 1000,
            ])
            try await writeComment(comment, in: first)
            _ = try await Polling.value(every: .milliseconds(100), { tintype.outboxFiles() }, until: { !$0.isEmpty })
            try await first.endApp(of: tintype, instance: server.baseURL)
            try await server.clearFaults()
            // when: a new token of his, given by hand
            let second = try TmuxSession(
                command: tintype.shellLine(instance: server.baseURL, token: try await server.freshToken(for: "alan")))
            defer { second.close() }
            // then
            let sent = try await Polling.holds { try await replies(to: postId, saying: comment, on: server).count == 1 }
            #expect(sent, "the comment did not reach the server in the first start with the new token")
        }
    }

    @Test func testThatACommentQueuedWhenTheAppIsKilledBeforeTheServerHasItIsSentAfterRestart() async throws {
        try await DemoServer.run { server in
            // given: the server holds the request, and drops it when the app goes
            let tintype = try TintypeBinary()
            let postId = try seedPostWithComment(tintype, on: server)
            let first = try await openTopPost(tintype, on: server)
            defer { first.close() }
            try await server.injectFault([
                "match": ["methods": ["POST"], "path": "/api/v1/statuses"],
                "effect": ["type": "latency", "delay_ms": 5000], "count": 1,
            ])
            try await writeComment(comment, in: first)
            try await first.screenShowing { $0.contains("sending…") }
            let sentAt = Date()
            let queuedBeforeKill = tintype.outboxFiles().count
            // when: kill -9 while it is on its way, then start again
            let afterKill = try await first.endApp(of: tintype, instance: server.baseURL)
            let second = try await openTopPost(tintype, on: server)
            defer { second.close() }
            // into the thread, which then takes the room the photo had
            try second.send("G")
            let screen = try await second.screenShowing { $0.contains(comment) && !$0.contains("sending…") }
            // the held first request ends 5 s after it was sent: a copy from it would be there by then
            let copies = try await copiesOnServer(of: comment, under: postId, on: server, watchedUntil: sentAt.addingTimeInterval(6))
            // then
            #expect(queuedBeforeKill == 1, "the comment was not in the outbox before it was sent")
            #expect(afterKill.contains("EXITED 137"), "the app was not killed:\n\(afterKill)")
            #expect(screen.contains(comment) && !screen.contains("sending…"), "screen was:\n\(screen)")
            #expect(copies == 1)
            #expect(tintype.outboxFiles().isEmpty)
        }
    }

    @Test func testThatACommentTheServerAppliedJustBeforeTheAppWasKilledIsNotDoubled() async throws {
        try await DemoServer.run { server in
            // given: the server applies the comment, and its answer never reaches the app
            let proxy = try LossyProxy(upstreamPort: server.port)
            defer { proxy.stop() }
            let tintype = try TintypeBinary()
            let postId = try seedPostWithComment(tintype, on: server)
            let first = try await openTopPost(tintype, on: server, through: proxy.baseURL)
            defer { first.close() }
            proxy.loseNextAnswer(method: "POST", path: "/api/v1/statuses", holding: 30)
            try await writeComment(comment, in: first)
            try await first.screenShowing { $0.contains("sending…") }
            let appliedBeforeKill = try await countOnceArrived(within: 30) {
                try await replies(to: postId, saying: comment, on: server).count
            }
            // when: kill -9 while the app still waits for the answer, then start again
            let afterKill = try await first.endApp(of: tintype, instance: proxy.baseURL)
            let second = try await openTopPost(tintype, on: server, through: proxy.baseURL)
            defer { second.close() }
            try second.send("G")
            let screen = try await second.screenShowing { $0.contains(comment) && !$0.contains("sending…") }
            // then: sent again with its key at start, and the server knew it
            #expect(appliedBeforeKill == 1 && afterKill.contains("EXITED 137"), "pane after kill:\n\(afterKill)")
            #expect(screen.contains(comment) && !screen.contains("sending…"), "screen was:\n\(screen)")
            #expect(try await replies(to: postId, saying: comment, on: server).count == 1)
            #expect(tintype.outboxFiles().isEmpty)
        }
    }

    @Test func testThatACommentWhoseFirstAttemptTimesOutIsSentOnce() async throws {
        try await DemoServer.run { server in
            // given: the server answers the first POST only after the client gave up, then runs it anyway
            let tintype = try TintypeBinary()
            let postId = try seedPostWithComment(tintype, on: server)
            let session = try await openTopPost(tintype, on: server)
            defer { session.close() }
            try await server.injectFault([
                "match": ["methods": ["POST"], "path": "/api/v1/statuses"],
                "effect": ["type": "timeout"], "count": 1,
            ])
            let sentAt = Date()
            // when
            try await writeComment(comment, in: session)
            let screen = try await session.screenShowing(timeout: 45) { $0.contains("Comments (2)") && !$0.contains("sending…") }
            // the held first attempt is applied 30 s after it was sent: a copy from it would be there by then
            let copies = try await copiesOnServer(of: comment, under: postId, on: server, watchedUntil: sentAt.addingTimeInterval(33))
            // then
            #expect(screen.contains(comment) && !screen.contains("not sent"), "screen was:\n\(screen)")
            #expect(copies == 1)
        }
    }

    @Test func testThatACommentWhoseAnswerIsLostAfterTheServerAppliedItIsSentOnce() async throws {
        try await DemoServer.run { server in
            // given: the app reaches the server through a proxy that loses the answer to the comment
            let proxy = try LossyProxy(upstreamPort: server.port)
            defer { proxy.stop() }
            let tintype = try TintypeBinary()
            let postId = try seedPostWithComment(tintype, on: server)
            let session = try await openTopPost(tintype, on: server, through: proxy.baseURL)
            defer { session.close() }
            proxy.loseNextAnswer(method: "POST", path: "/api/v1/statuses")
            // when: the app hears nothing back and sends it again
            try await writeComment(comment, in: session)
            let screen = try await session.screenShowing { $0.contains("Comments (2)") && !$0.contains("sending…") }
            // then: the server applied the first request and answered the second with the same status
            #expect(proxy.lostAnswers == 1)
            #expect(screen.contains(comment) && !screen.contains("not sent"), "screen was:\n\(screen)")
            #expect(try await replies(to: postId, saying: comment, on: server).count == 1)
        }
    }

    @Test func testThatReplyFromTheCommandLineAppearsInTheThread() async throws {
        try await DemoServer.run { server in
            // given
            let tintype = try TintypeBinary()
            let postId = try seedPostWithComment(tintype, on: server)
            // when
            let replyId = try tintype.run(["reply", postId, comment], instance: server.baseURL, token: "ada_token")
                .trimmingCharacters(in: .whitespacesAndNewlines)
            // then
            #expect(try await replies(to: postId, saying: comment, on: server).map(\.id) == [replyId])
        }
    }
}
