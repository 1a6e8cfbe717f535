import Foundation
import MastodonAPI
import TestSupport
import Testing

/// Posts published later, from the composer and from the command line, against the demo
/// instance, checked through its API.
@Suite(.serialized)
struct ScheduledPostsEndToEndTests {
    @Test func testThatAPostScheduledInTheComposerIsHeldByTheServerAndTheFormSaysWhen() async throws {
        try await DemoServer.run { server in
            // given: Alan's composer, a caption, and a time two hours ahead set in the options
            let tintype = try TintypeBinary()
            let session = try await tintype.openComposer(on: server, token: "alan_token")
            defer { session.close() }
            try session.send("Tea at four on Sunday", "Tab", "Tab", "t")
            try await session.screenShowing { $0.contains("Publish at") }
            try session.send("2h", "Enter")
            try await session.screenShowing { $0.contains("published at 20") }
            // when
            try session.send("C-s")
            let screen = try await session.screenShowing { $0.contains("scheduled for") }
            // then
            let held = try await server.client(as: "alan").scheduledStatuses()
            #expect(held.map(\.params.text) == ["Tea at four on Sunday"], "held: \(held)")
            let hoursAhead = (held.first?.scheduledAt.timeIntervalSinceNow ?? 0) / 3600
            #expect((1.9...2.1).contains(hoursAhead), "it publishes in \(hoursAhead) hours")
            #expect(screen.contains("New post") && !screen.contains("Tea at four on Sunday"), "the form was not emptied:\n\(screen)")
        }
    }

    @Test func testThatTheCommandLineSchedulesListsAndCancelsAPost() async throws {
        try await DemoServer.run { server in
            // given: a post scheduled for tomorrow morning
            let tintype = try TintypeBinary()
            let id = try tintype.run(
                ["post", "--at", "tomorrow 9:00", "Breakfast at the lab"], instance: server.baseURL, token: "ada_token"
            )
            .trimmingCharacters(in: .whitespacesAndNewlines)
            let listed = try tintype.run(["scheduled"], instance: server.baseURL, token: "ada_token")
            // when
            _ = try tintype.run(["scheduled", "--cancel", id], instance: server.baseURL, token: "ada_token")
            // then
            #expect(listed.hasPrefix(id + "  ") && listed.contains("09:00  Breakfast at the lab"), "listed: \(listed)")
            let held = try await server.client(as: "ada").scheduledStatuses()
            #expect(held.isEmpty, "still held: \(held)")
        }
    }

    @Test func testThatATimeTooNearIsRefusedWithItsReasonAndNothingIsSent() async throws {
        try await DemoServer.run { server in
            // given
            let tintype = try TintypeBinary()
            // when
            let result = try tintype.runForStatus(["post", "--at", "2m", "Too soon"], instance: server.baseURL, token: "ada_token")
            // then
            #expect(result.status != 0, "it exited with \(result.status)")
            let held = try await server.client(as: "ada").scheduledStatuses()
            #expect(held.isEmpty, "held: \(held)")
        }
    }

    /// Ada's post scheduled for tomorrow morning, and her app opened on her scheduled posts (`P`
    /// on her profile).
    private func openScheduledPosts(on server: DemoServer) async throws -> TmuxSession {
        let tintype = try TintypeBinary()
        _ = try tintype.run(["post", "--at", "tomorrow 9:00", "Breakfast at the lab"], instance: server.baseURL, token: "ada_token")
        let session = try TmuxSession(command: tintype.shellLine(instance: server.baseURL, token: "ada_token"))
        try await session.screenShowing { $0.contains("online ·") }
        try session.send("5")
        // Home shows Ada too: only her own profile's header says this.
        try await session.screenShowing { $0.contains("this is you") }
        try session.send("P")
        return session
    }

    @Test func testThatScheduledPostsOpenedOverAProfileStillLoadingStayInView() async throws {
        try await DemoServer.run { server in
            // given: Ada's profile opened while the server takes three seconds to say who she is
            let tintype = try TintypeBinary()
            _ = try tintype.run(["post", "--at", "tomorrow 9:00", "Breakfast at the lab"], instance: server.baseURL, token: "ada_token")
            let session = try TmuxSession(command: tintype.shellLine(instance: server.baseURL, token: "ada_token"))
            defer { session.close() }
            try await session.screenShowing { $0.contains("online ·") }
            try await server.injectFault([
                "match": ["methods": ["GET"], "path": "/api/v1/accounts/verify_credentials"],
                "effect": ["type": "latency", "delay_ms": 3000], "count": 1,
            ])
            // A rule that changes nothing, gone once the profile, come at last, asks for her posts.
            try await server.injectFault([
                "match": ["methods": ["GET"], "path": "/api/v1/accounts/*/statuses"], "effect": ["type": "latency"], "count": 1,
            ])
            try await session.press("5", thenShowing: "loading the profile")
            try await session.press("P", thenShowing: "Breakfast at the lab")
            let rulesLeft = try await Polling.value(
                { try await server.json(at: "/api/v1/_mock/faults", as: "ada") as? [Any] ?? [] }, until: { $0.isEmpty })
            try #require(rulesLeft.isEmpty, "the profile never asked for its posts")
            // when: a box opened at the bottom of the list, after the profile came under it
            let screen = try await session.press("m", thenShowing: "Another time for the post")
            // then
            #expect(screen.contains("Breakfast at the lab"), "the scheduled posts were covered:\n\(screen)")
        }
    }

    @Test func testThatMyScheduledPostsAreListedOnMyProfileAndDTwiceCancelsOne() async throws {
        try await DemoServer.run { server in
            // given: a post scheduled for tomorrow morning, listed on Ada's profile
            let session = try await openScheduledPosts(on: server)
            defer { session.close() }
            let listed = try await session.screenShowing { $0.contains("Scheduled posts") && $0.contains("Breakfast at the lab") }
            // when
            try session.send("d")
            try await session.screenShowing { $0.contains("d again cancels") }
            try session.send("d")
            let after = try await session.screenShowing { $0.contains("cancelled: it will not be published") }
            // then
            #expect(listed.contains(" 09:00 · in "), "the row did not say when:\n\(listed)")
            #expect(!after.contains("Breakfast at the lab"), "the post is still listed:\n\(after)")
            let held = try await server.client(as: "ada").scheduledStatuses()
            #expect(held.isEmpty, "still held: \(held)")
        }
    }

    @Test func testThatMOnAScheduledPostMovesItToTheTimeTyped() async throws {
        try await DemoServer.run { server in
            // given: a post scheduled for tomorrow morning, listed on Ada's profile
            let session = try await openScheduledPosts(on: server)
            defer { session.close() }
            try await session.screenShowing { $0.contains("Scheduled posts") && $0.contains("Breakfast at the lab") }
            let before = Date()
            // when: three days from now
            try await session.press("m", thenShowing: "Another time for the post")
            try session.send("-l", "3d")
            try await session.screenShowing { $0.contains("3d") }
            try session.send("Enter")
            let moved = try await session.screenShowing { $0.contains("the post goes out") && $0.contains("now") }
            // then
            let held = try await server.client(as: "ada").scheduledStatuses()
            let when = try #require(held.first?.scheduledAt)
            #expect(abs(when.timeIntervalSince(before) - 3 * 86_400) < 120, "held for \(when), asked at \(before)")
            #expect(!moved.contains(" 09:00 · in "), "the row still says tomorrow morning:\n\(moved)")
        }
    }
}
