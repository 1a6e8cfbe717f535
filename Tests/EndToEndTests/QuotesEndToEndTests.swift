import Foundation
import MastodonAPI
import TestSupport
import Testing

/// Quote posts: the real binary in tmux (100x30) against the demo instance over HTTP.
@Suite(.serialized)
struct QuotesEndToEndTests {
    /// Grace posts; Ada quotes her post with a word of her own, on top of Alan's feed.
    private func seedQuote(_ tintype: TintypeBinary, on server: DemoServer) async throws {
        let output = try tintype.run(["post", "Moths in relay 70, panel F"], instance: server.baseURL, token: "grace_token")
        let quotedId = output.trimmingCharacters(in: .whitespacesAndNewlines)
        try await server.post(
            json: ["status": "The first actual bug, quoted", "quoted_status_id": quotedId], to: "/api/v1/statuses", as: "ada")
    }

    @Test func testThatAQuotedPostShowsAsACardInHomeAndOpensFromThePost() async throws {
        try await DemoServer.run { server in
            // given
            let tintype = try TintypeBinary()
            try await seedQuote(tintype, on: server)
            let session = try TmuxSession(command: tintype.shellLine(instance: server.baseURL, token: "alan_token"))
            defer { session.close() }
            // when
            let feed = try await session.screenShowing { $0.contains("┃ Moths in relay 70, panel F") }
            // then: the card is under Ada's words, with who wrote the quoted post
            let lines = feed.components(separatedBy: "\n")
            let quoting = try #require(lines.firstIndex { $0.contains("The first actual bug, quoted") })
            #expect(lines[quoting + 1].contains("┃ Grace Hopper @grace"), "the card is not under the post:\n\(feed)")
            // when: the post opened, Q opens the quoted one
            try await session.press("Enter", thenShowing: "Q opens it")
            let quoted = try await session.press("Q", thenShowing: "Post by Grace Hopper")
            // then
            #expect(quoted.contains("Moths in relay 70, panel F") && !quoted.contains("The first actual bug"), "\(quoted)")
        }
    }

    @Test func testThatAQuotePostedFromTheCommandLineReachesTheServerAsAQuote() async throws {
        try await DemoServer.run { server in
            // given
            let tintype = try TintypeBinary()
            let quotedId = try tintype.run(["post", "Moths in relay 70"], instance: server.baseURL, token: "grace_token")
                .trimmingCharacters(in: .whitespacesAndNewlines)
            // when
            let quotingId = try tintype.run(["post", "--quote", quotedId, "The first bug"], instance: server.baseURL, token: "ada_token")
                .trimmingCharacters(in: .whitespacesAndNewlines)
            // then
            let status = try #require(try await server.json(at: "/api/v1/statuses/\(quotingId)", as: "ada") as? [String: Any])
            let quoted = (status["quote"] as? [String: Any])?["quoted_status"] as? [String: Any]
            #expect(quoted?["id"] as? String == quotedId)
        }
    }

    @Test func testThatAQuoteWrittenFromThePostScreenReachesTheServerAndShowsItsCard() async throws {
        try await DemoServer.run { server in
            // given: Grace's post on top of Alan's feed, open
            let tintype = try TintypeBinary()
            let quotedId = try tintype.run(["post", "Moths in relay 70"], instance: server.baseURL, token: "grace_token")
                .trimmingCharacters(in: .whitespacesAndNewlines)
            let session = try TmuxSession(command: tintype.shellLine(instance: server.baseURL, token: "alan_token"))
            defer { session.close() }
            try await session.screenShowing { $0.contains("Moths in relay 70") }
            try await session.press("Enter", thenShowing: "Post by Grace Hopper")
            // when: " opens the composer quoting it; words, then Ctrl-S
            try await session.press("\"", thenShowing: "quoting Grace Hopper @grace: Moths in relay 70")
            try session.send("-l", "The first actual bug")
            try session.send("C-s")
            // then: the server has Alan's post quoting Grace's, and Home shows its card
            let quoted = try await Polling.value {
                let statuses = try await server.json(at: "/api/v1/timelines/home", as: "alan") as? [[String: Any]]
                let mine = statuses?.first { ($0["content"] as? String)?.contains("The first actual bug") == true }
                return ((mine?["quote"] as? [String: Any])?["quoted_status"] as? [String: Any])?["id"] as? String
            } until: {
                $0 != nil
            }
            #expect(quoted == quotedId)
            try session.send("Escape")
            try await session.screenShowing {
                !$0.contains("Post by") && $0.contains("The first actual bug") && $0.contains("┃ Grace Hopper")
            }
        }
    }

    /// Who may quote each of the server's own posts, by its words, as the demo server says it.
    private static func quotePolicies(on server: DemoServer) async throws -> [String: String] {
        let statuses = try await server.json(at: "/api/v1/timelines/public?local=true", as: "alan") as? [[String: Any]] ?? []
        var policies: [String: String] = [:]
        for status in statuses {
            guard let content = status["content"] as? String else { continue }
            policies[HTMLToText.convert(content)] = status["quote_approval_policy"] as? String ?? ""
        }
        return policies
    }

    @Test func testThatWhoMayQuoteAPostIsSetInTheComposerAndOnTheCommandLine() async throws {
        try await DemoServer.run { server in
            // given: Alan's post in the composer, quoted by nobody (Q twice); Grace's from the command line, by followers
            let tintype = try TintypeBinary()
            let session = try await tintype.openComposer(on: server, token: "alan_token")
            defer { session.close() }
            try session.send("Not for quoting", "Tab", "Tab", "Q", "Q")
            try await session.screenShowing { $0.contains("nobody may quote it") }
            // when
            try session.send("C-s")
            try await session.screenShowing { !$0.contains("New post") && $0.contains("Not for quoting") }
            _ = try tintype.run(
                ["post", "--quotes", "followers", "For my followers to quote"], instance: server.baseURL, token: "grace_token")
            // then
            let policies = try await Polling.value({ try await Self.quotePolicies(on: server) }) {
                $0["Not for quoting"] != nil && $0["For my followers to quote"] != nil
            }
            #expect(policies["Not for quoting"] == "nobody", "\(policies)")
            #expect(policies["For my followers to quote"] == "followers", "\(policies)")
        }
    }

    @Test func testThatGraceListsTheQuotesOfHerPostAndTakesHerPostOutOfOne() async throws {
        try await DemoServer.run { server in
            // given: Grace's post, quoted by Ada
            let tintype = try TintypeBinary()
            let quotedId = try tintype.run(["post", "Moths in relay 70"], instance: server.baseURL, token: "grace_token")
                .trimmingCharacters(in: .whitespacesAndNewlines)
            let quotingId = try tintype.run(["post", "--quote", quotedId, "The first bug"], instance: server.baseURL, token: "ada_token")
                .trimmingCharacters(in: .whitespacesAndNewlines)
            let session = try TmuxSession(command: tintype.shellLine(instance: server.baseURL, token: "grace_token"))
            defer { session.close() }
            // Her own row, not the card of it in Ada's quote above it.
            let isHerRow: (String) -> Bool = { screen in
                ScreenReading.selectedLines(in: screen).contains { $0.contains("Moths in relay 70") && !$0.contains("┃") }
            }
            var screen = try await session.screenShowing { $0.contains("online ·") && $0.contains("Moths in relay 70") }
            for _ in 0..<5 where !isHerRow(screen) {
                try session.send("j")
                screen = try await session.poll(upTo: 2, until: isHerRow)
            }
            try await session.press("Enter", thenShowing: "Post by Grace Hopper")
            // when: the quotes of her post, the quote opened, and X twice
            try session.send("w")
            let quotes = try await session.screenShowing { $0.contains("Quotes of") && $0.contains("The first bug") }
            try await session.press("Enter", thenShowing: "Post by Ada Lovelace")
            try await session.press("X", thenShowing: "X again takes your post out")
            try session.send("X")
            let revoked = try await session.screenShowing {
                $0.contains("your post is out of this quote") && $0.contains("the quoted post was removed")
            }
            // then
            let status = try #require(try await server.json(at: "/api/v1/statuses/\(quotingId)", as: "ada") as? [String: Any])
            #expect(quotes.contains("Quotes of “Moths in relay 70”"), "\(quotes)")
            #expect((status["quote"] as? [String: Any])?["state"] as? String == "revoked", "the server has \(status)")
            #expect(!revoked.contains("┃ Moths in relay 70"), "the card still shows the post:\n\(revoked)")
        }
    }
}
