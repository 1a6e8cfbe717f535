import Foundation
import MastodonAPI
import TestSupport
import Testing

/// Direct messages in the real binary, in tmux, against the demo instance: Ada writes to Grace
/// (seeded conversation), Grace answers through the API, and nothing written is lost or doubled
/// while the instance is away.
@Suite(.serialized)
struct MessagesEndToEndTests {
    /// Ada's app in a new pane, on the Messages tab with the seeded conversations listed (from
    /// the cache when the instance is away).
    private func openMessages(_ tintype: TintypeBinary, on server: DemoServer, isOnline: Bool = true) async throws -> TmuxSession {
        let session = try TmuxSession(command: tintype.shellLine(instance: server.baseURL, token: "ada_token"))
        try await session.screenShowing { $0.contains("1 Home") && (!isOnline || $0.contains("online ·")) }
        try session.send("4")
        try await session.screenShowing { $0.contains("Grace Hopper") && $0.contains("n: new message") }
        return session
    }

    /// The conversation with Grace opened from the list, its box ready.
    @discardableResult
    private func openConversationWithGrace(in session: TmuxSession, isOnline: Bool = true) async throws -> String {
        try await selectConversationWithGrace(in: session)
        try session.send("Enter")
        return try await session.screenShowing { $0.contains("Message to Grace Hopper") && (!isOnline || $0.contains("online ·")) }
    }

    private func selectConversationWithGrace(in session: TmuxSession) async throws {
        var screen = try session.capture()
        for _ in 0..<5 where !ScreenReading.selectedLines(in: screen).contains(where: { $0.contains("Grace Hopper") }) {
            try session.send("j")
            screen = try await session.poll(upTo: 2) { ScreenReading.selectedLines(in: $0).contains { $0.contains("Grace Hopper") } }
        }
    }

    private static func tabBar(of screen: String) -> String {
        String(screen.split(separator: "\n", omittingEmptySubsequences: false).first ?? "")
    }

    /// The direct statuses `user` can see whose text, without the mentions, is exactly `text`.
    private static func directMessages(saying text: String, to user: String, on server: DemoServer) async throws -> [StatusEntity] {
        try await server.client(as: user).directTimeline(.newest(limit: 40)).items.filter {
            HTMLToText.convert($0.content).split(separator: " ").drop { $0.hasPrefix("@") }.joined(separator: " ") == text
        }
    }

    /// Polls until `user` sees the message at least once or the deadline passes; then how often.
    private static func copies(
        of text: String, to user: String, on server: DemoServer, within timeout: TimeInterval
    ) async throws -> Int {
        try await countOnceArrived(within: timeout) {
            try await directMessages(saying: text, to: user, on: server).count
        }
    }

    @Test func testThatAMessageWrittenInTheAppReachesGraceOnceWithItsText() async throws {
        try await DemoServer.run { server in
            // given: the seed leaves Ada two unread conversations
            let tintype = try TintypeBinary()
            let session = try await openMessages(tintype, on: server)
            defer { session.close() }
            let list = try await session.screenShowing { Self.tabBar(of: $0).contains("4 Messages 2") }
            try await openConversationWithGrace(in: session)
            // when
            let text = "Ça marche, à 6 h — naïve café 🎉"
            try session.send("-l", text)
            try await session.screenShowing { $0.contains(text) }
            try session.send("Enter")
            let sent = try await session.screenShowing {
                $0.contains(text) && !$0.contains("sending…") && $0.contains("online · 3 messages")
            }
            // then
            #expect(Self.tabBar(of: list).contains("4 Messages 2"), "\(list)")
            #expect(try await Self.copies(of: text, to: "grace", on: server, within: 30) == 1, "screen:\n\(sent)")
        }
    }

    @Test func testThatGracesReplyAppearsInTheOpenConversationWithinFiveSeconds() async throws {
        try await DemoServer.run { server in
            // given: the conversation with Grace open
            let tintype = try TintypeBinary()
            let session = try await openMessages(tintype, on: server)
            defer { session.close() }
            try await openConversationWithGrace(in: session)
            let grace = try server.client(as: "grace")
            let last = try await grace.conversations(.newest(limit: 20)).items.first { $0.accounts.map(\.username) == ["ada"] }?.lastStatus
            // when: Grace answers its last message through the API
            _ = try await grace.publishStatus(
                StatusDraft(text: "@ada See you at the lab at 9", inReplyToId: last?.id, visibility: .direct),
                idempotencyKey: UUID().uuidString)
            let screen = try await session.screenShowing { $0.contains("See you at the lab at 9") }
            // then
            #expect(screen.contains("See you at the lab at 9") && screen.contains("Grace Hopper · now"), "\(screen)")
        }
    }

    @Test func testThatANewConversationRaisesTheMessagesCountWithNoKeyPressed() async throws {
        try await DemoServer.run { server in
            // given: Ada reads her feed, two conversations unread
            let tintype = try TintypeBinary()
            let session = try TmuxSession(command: tintype.shellLine(instance: server.baseURL, token: "ada_token"))
            defer { session.close() }
            try await session.screenShowing { $0.contains("online ·") && Self.tabBar(of: $0).contains("4 Messages 2") }
            // when: Katherine writes to her
            _ = try await server.client(as: "katherine").publishStatus(
                StatusDraft(text: "@ada Orbit numbers are ready", visibility: .direct), idempotencyKey: UUID().uuidString)
            let screen = try await session.screenShowing { Self.tabBar(of: $0).contains("4 Messages 3") }
            // then
            #expect(Self.tabBar(of: screen).contains("4 Messages 3"), "\(screen)")
        }
    }

    @Test func testThatAMessageWrittenWhileTheInstanceIsAwayWaitsAcrossARestartAndArrivesOnce() async throws {
        try await DemoServer.run(keepsData: true) { server in
            // given: the conversation with Grace open, then the instance stops
            let tintype = try TintypeBinary()
            let first = try await openMessages(tintype, on: server)
            defer { first.close() }
            try await openConversationWithGrace(in: first)
            server.stop()
            let text = "Written while the lab was offline"
            try first.send("-l", text)
            try await first.screenShowing { $0.contains(text) }
            try first.send("Enter")
            // each attempt at a stopped server takes the 5 s connect timeout, three attempts and a look
            let notSent = try await first.screenShowing(timeout: 40) { $0.contains("not sent:") }
            // when: the app is killed and started again, still without the instance
            try await first.endApp(of: tintype, instance: server.baseURL)
            let second = try await openMessages(tintype, on: server, isOnline: false)
            defer { second.close() }
            try await openConversationWithGrace(in: second, isOnline: false)
            let afterRestart = try await second.screenShowing(timeout: 40) { $0.contains(text) && $0.contains("not sent:") }
            // and the instance comes back: the outbox sends it by itself, and the open chat says so
            // with no key pressed
            try await server.startAgain()
            let copies = try await Self.copies(of: text, to: "grace", on: server, within: 40)
            let shown = try await second.screenShowing { $0.contains(text) && !$0.contains("not sent:") }
            // then
            #expect(notSent.contains("not sent:"), "the message did not say it was not sent:\n\(notSent)")
            #expect(afterRestart.contains(text) && afterRestart.contains("not sent:"), "after the restart:\n\(afterRestart)")
            #expect(copies == 1, "Grace has it \(copies) times")
            #expect(try await Self.directMessages(saying: text, to: "grace", on: server).count == 1)
            #expect(!shown.contains("not sent:"), "the screen still says not sent:\n\(shown)")
            #expect(shown.components(separatedBy: text).count == 2, "the chat does not show it once:\n\(shown)")
            #expect(tintype.outboxFiles().isEmpty)
        }
    }

    @Test func testThatWhatIsTypedAsAConversationOpensGoesIntoTheBoxWithTheInstanceAway() async throws {
        try await DemoServer.run { server in
            // given: the conversations shown, then the instance stops
            let tintype = try TintypeBinary()
            let session = try await openMessages(tintype, on: server)
            defer { session.close() }
            try await selectConversationWithGrace(in: session)
            server.stop()
            // when: the conversation is opened and written in at once ("h" and "q" would leave it)
            let text = "hello quickly"
            try session.send("Enter")
            try session.send("-l", text)
            let screen = try await session.screenShowing { $0.contains("Message to Grace Hopper") && $0.contains(text) }
            // then
            #expect(screen.contains("Message to Grace Hopper") && screen.contains(text), "\(screen)")
        }
    }

    @Test func testThatADigitTypedInTheBoxIsTextNotATab() async throws {
        try await DemoServer.run { server in
            // given
            let tintype = try TintypeBinary()
            let session = try await openMessages(tintype, on: server)
            defer { session.close() }
            try await openConversationWithGrace(in: session)
            // when: 5 would be the Profile tab
            try session.send("5")
            try session.send("-l", " o'clock")
            let screen = try await session.screenShowing { $0.contains("5 o'clock") }
            // then
            #expect(screen.contains("Message to Grace Hopper") && !screen.contains("this is you"), "\(screen)")
            #expect(screen.contains("5 o'clock"), "\(screen)")
        }
    }

    @Test func testThatNStartsAConversationAndNamesAHandleThatDoesNotExist() async throws {
        try await DemoServer.run { server in
            // given
            let tintype = try TintypeBinary()
            let session = try await openMessages(tintype, on: server)
            defer { session.close() }
            // when: a handle no one has, then Katherine's
            try session.send("n")
            try await session.screenShowing { $0.contains("New message to") }
            try session.send("-l", "@nobody")
            // All of it typed before Enter: the keys arrive in more than one read.
            try await session.screenShowing { $0.contains("@nobody") }
            try session.send("Enter")
            let unknown = try await session.screenShowing { $0.contains("no account @nobody") }
            try session.send("C-u")
            try session.send("-l", "@katherine")
            try await session.screenShowing { $0.contains("@katherine") }
            try session.send("Enter")
            try await session.screenShowing { $0.contains("Message to Katherine Johnson") }
            try session.send("-l", "Orbit numbers attached")
            try await session.screenShowing { $0.contains("Orbit numbers attached") }
            try session.send("Enter")
            try await session.screenShowing { $0.contains("Orbit numbers attached") && !$0.contains("sending…") }
            // then
            #expect(unknown.contains("no account @nobody on 127.0.0.1"), "\(unknown)")
            #expect(try await Self.copies(of: "Orbit numbers attached", to: "katherine", on: server, within: 30) == 1)
        }
    }

    @Test func testThatSendFromTheCommandLineIsListedAndReachesGrace() async throws {
        try await DemoServer.run { server in
            // given
            let tintype = try TintypeBinary()
            // when
            let id = try tintype.run(["send", "@grace", "Slides are in the shared folder"], instance: server.baseURL, token: "ada_token")
                .trimmingCharacters(in: .whitespacesAndNewlines)
            let listing = try tintype.run(["messages", "--plain"], instance: server.baseURL, token: "ada_token")
            // then
            let received = try await Self.directMessages(saying: "Slides are in the shared folder", to: "grace", on: server)
            #expect(received.map(\.id) == [id])
            #expect(listing.contains("Grace Hopper · @grace") && listing.contains("You: Slides are in the shared folder"), "\(listing)")
        }
    }
}
