import Foundation
import TestSupport
import Testing

/// Polls: the real binary in tmux (100x30) against the demo instance over HTTP.
@Suite(.serialized)
struct PollsEndToEndTests {
    /// Grace asks a question with a poll, on top of Alan's feed; answers the poll's id.
    private func seedPoll(on server: DemoServer, multiple: Bool = false) async throws -> String {
        try await server.post(
            json: [
                "status": "Which bug was worst?",
                "poll": ["options": ["a moth", "a race condition", "an off-by-one"], "expires_in": 3600, "multiple": multiple],
            ], to: "/api/v1/statuses", as: "grace")
        let statuses = try #require(try await server.json(at: "/api/v1/timelines/home", as: "alan") as? [[String: Any]])
        let poll = try #require(statuses.first?["poll"] as? [String: Any])
        return try #require(poll["id"] as? String)
    }

    @Test func testThatAVoteFromThePostShowsTheSharesAndReachesTheServer() async throws {
        try await DemoServer.run { server in
            // given
            let pollId = try await seedPoll(on: server)
            let tintype = try TintypeBinary()
            let session = try TmuxSession(command: tintype.shellLine(instance: server.baseURL, token: "alan_token"))
            defer { session.close() }
            try await session.screenShowing { $0.contains("○ a race condition") && $0.contains("0 votes") }
            try await session.press("Enter", thenShowing: "V to vote")
            // when: V starts choosing, 2 marks the second option, V votes
            try await session.press("V", thenShowing: "1–3 chooses")
            try await session.press("2", thenShowing: "● a race condition")
            let voted = try await session.press("V", thenShowing: "100% a race condition ✓")
            // then: the shares are on screen, and the server holds the vote
            #expect(voted.contains("0% a moth") && voted.contains("1 vote"), "\(voted)")
            let counted = try await Polling.holds {
                let poll = try await server.json(at: "/api/v1/polls/\(pollId)", as: "alan") as? [String: Any]
                return (poll?["own_votes"] as? [Int]) == [1]
            }
            #expect(counted, "the server has no vote of Alan's for the second option")
        }
    }

    @Test func testThatAVoteShowsInHomeTooWithNoKeyPressed() async throws {
        try await DemoServer.run { server in
            // given
            _ = try await seedPoll(on: server)
            let tintype = try TintypeBinary()
            let session = try TmuxSession(command: tintype.shellLine(instance: server.baseURL, token: "alan_token"))
            defer { session.close() }
            try await session.screenShowing { $0.contains("○ a moth") }
            try await session.press("Enter", thenShowing: "V to vote")
            try await session.press("V", "1", thenShowing: "● a moth")
            try await session.press("V", thenShowing: "100% a moth ✓")
            // when
            try session.send("Escape")
            let home = try await session.screenShowing { !$0.contains("Post by") && $0.contains("Which bug was worst?") }
            // then
            #expect(home.contains("100% a moth ✓") && !home.contains("○ a moth"), "Home does not show the vote:\n\(home)")
        }
    }

    @Test func testThatAPollPostedFromTheCommandLineTakesAVoteFromTheCommandLine() async throws {
        try await DemoServer.run { server in
            // given
            let tintype = try TintypeBinary()
            let postId = try tintype.run(
                ["post", "--poll", "tea, coffee, water", "--poll-expires", "2h", "--poll-multiple", "Morning drink?"],
                instance: server.baseURL, token: "grace_token"
            ).trimmingCharacters(in: .whitespacesAndNewlines)
            // when
            let printed = try tintype.run(["vote", postId, "1", "3"], instance: server.baseURL, token: "alan_token")
            // then: the post is printed with the shares, and the server has the poll and the vote
            #expect(printed.contains("1. 100% tea ✓") && printed.contains("2. 0% coffee"), "\(printed)")
            let status = try #require(try await server.json(at: "/api/v1/statuses/\(postId)", as: "alan") as? [String: Any])
            let poll = try #require(status["poll"] as? [String: Any])
            #expect((poll["own_votes"] as? [Int]) == [0, 2] && (poll["multiple"] as? Bool) == true)
        }
    }

    @Test func testThatAVoteForAnOptionThatIsNotThereSaysHowManyThereAre() async throws {
        try await DemoServer.run { server in
            // given
            let tintype = try TintypeBinary()
            let postId = try tintype.run(["post", "--poll", "yes,no", "Ship it?"], instance: server.baseURL, token: "grace_token")
                .trimmingCharacters(in: .whitespacesAndNewlines)
            // when
            let result = try ChildProcess.run(
                ["sh", "-c", "'\(tintype.path)' vote \(postId) 5 --instance \(server.baseURL) --token alan_token 2>&1"],
                environment: tintype.environment)
            // then
            #expect(result.status == 1 && result.output.contains("choose from 1 to 2"), "\(result.output)")
        }
    }

    @Test func testThatAPollWrittenInTheComposerReachesTheServerAndShowsOnHome() async throws {
        try await DemoServer.run { server in
            // given: Alan's composer, a question, and a poll of three options open three days for several choices
            let tintype = try TintypeBinary()
            let session = try await tintype.openComposer(on: server, token: "alan_token")
            defer { session.close() }
            try session.send("Morning drink?", "Tab", "Tab", "o")
            try await session.screenShowing { $0.contains("Poll options") }
            try session.send("tea, coffee, water", "Enter", "O", "m")
            try await session.screenShowing { $0.contains("poll: tea · coffee · water — open 3d · several choices") }
            // when
            try session.send("C-s")
            let home = try await session.screenShowing { !$0.contains("New post") && $0.contains("Morning drink?") && $0.contains("water") }
            // then
            let statuses = try #require(try await server.json(at: "/api/v1/timelines/home", as: "alan") as? [[String: Any]])
            let poll = try #require(
                statuses.first { ($0["content"] as? String)?.contains("Morning drink?") == true }?["poll"] as? [String: Any])
            let titles = (poll["options"] as? [[String: Any]])?.compactMap { $0["title"] as? String }
            #expect(titles == ["tea", "coffee", "water"] && poll["multiple"] as? Bool == true, "the server's poll: \(poll)")
            #expect(home.contains("coffee"), "Home did not show the poll:\n\(home)")
        }
    }
}
