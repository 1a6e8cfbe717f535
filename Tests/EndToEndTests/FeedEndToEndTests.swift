import Foundation
import MastodonAPI
import TestSupport
import Testing

/// The real binary in a real terminal (tmux, 100x30) against the demo instance over HTTP.
@Suite(.serialized)
struct FeedEndToEndTests {
    let photo = DemoServer.packageRoot.appendingPathComponent("Resources/Demo/Photos/chelsea-the-cat.jpg").path

    /// Publishes a photo post as Grace, so the top of Alan's feed is known.
    private func seedPhotoPost(_ tintype: TintypeBinary, on server: DemoServer) throws {
        try tintype.run(
            ["post", "--media", photo, "--alt", "A tabby cat on a sofa", "Chelsea reviews my code 🐈 写真"],
            instance: server.baseURL, token: "grace_token")
    }

    /// Opens Alan's feed in a new pane once the server answered it; returns the pane.
    private func openFeed(_ tintype: TintypeBinary, on server: DemoServer) async throws -> TmuxSession {
        let session = try TmuxSession(command: tintype.shellLine(instance: server.baseURL, token: "alan_token"))
        try await session.screenShowing { $0.contains("online ·") }
        return session
    }

    /// A new user's binary, Grace's photo post published, and Alan's feed open in a pane.
    private func openSeededFeed(on server: DemoServer) async throws -> (TintypeBinary, TmuxSession) {
        let tintype = try TintypeBinary()
        try seedPhotoPost(tintype, on: server)
        return (tintype, try await openFeed(tintype, on: server))
    }

    @Test func testThatFeedShowsTheSeededPhotoPost() async throws {
        try await DemoServer.run { server in
            // given: a photo post in the feed
            // when: the feed is opened
            let (_, session) = try await openSeededFeed(on: server)
            defer { session.close() }
            let screen = try await session.screenShowing { $0.contains("online ·") }
            // then
            #expect(
                screen.contains("Chelsea reviews my code 🐈 写真") && screen.contains("▣ 1 photo · alt: A tabby cat on a sofa"),
                "screen was:\n\(screen)")
        }
    }

    @Test func testThatALivePostComesOnTopWithoutMovingTheSelection() async throws {
        try await DemoServer.run { server in
            // given: Alan's feed, two of Grace's posts, the selection on the older one
            let (tintype, session) = try await openSeededFeed(on: server)
            defer { session.close() }
            try tintype.run(["post", "Second coffee of the day"], instance: server.baseURL, token: "grace_token")
            try session.send("r")
            try await session.screenShowing { $0.contains("Second coffee of the day") && $0.contains("online ·") }
            try session.send("j")
            // The whole row, down to its media line: a capture may catch a frame half drawn.
            let before = try await session.screenShowing {
                let selected = ScreenReading.selectedLines(in: $0)
                return selected.contains { $0.contains("Chelsea reviews my code") } && selected.contains { $0.contains("▣ 1 photo") }
            }
            // when: Grace posts again while Alan reads, and he touches nothing
            _ = try await server.client(as: "grace").publishStatus(
                StatusDraft(text: "Live from the relay room"), idempotencyKey: UUID().uuidString)
            let after = try await session.screenShowing { $0.contains("1 new post on top") }
            // then
            #expect(ScreenReading.selectedLines(in: after) == ScreenReading.selectedLines(in: before), "the selection moved:\n\(after)")
        }
    }

    @Test func testThatKeysMoveRefreshAndQuitAndTheTerminalIsGivenBack() async throws {
        try await DemoServer.run { server in
            // given
            let (tintype, session) = try await openSeededFeed(on: server)
            defer { session.close() }

            // when: j moves the selection off the first post, k brings it back
            try session.send("j")
            let afterDown = try await session.screenShowing { !ScreenReading.selectedLines(in: $0).contains { $0.contains("Chelsea") } }
            try session.send("k")
            let afterUp = try await session.screenShowing { ScreenReading.selectedLines(in: $0).contains { $0.contains("Chelsea") } }
            // G goes to the oldest post, loading older pages until the feed ends
            try session.send("G")
            let afterEnd = try await session.screenShowing { $0.contains("the end of the feed") }
            // r fetches newer posts and says so
            try tintype.run(["post", "Fresh from the oven"], instance: server.baseURL, token: "ada_token")
            try session.send("g", "r")
            // The post may come live before `r` is read, and `r` then fetches again: the line
            // settles on online once both are done.
            let afterRefresh = try await session.screenShowing { $0.contains("Fresh from the oven") && $0.contains("online ·") }
            // q quits
            try session.send("q")
            let afterQuit = try await session.screenShowing { $0.contains("EXITED") && $0.contains("icanon") }

            // then
            #expect(!ScreenReading.selectedLines(in: afterDown).contains { $0.contains("Chelsea") }, "after j:\n\(afterDown)")
            #expect(ScreenReading.selectedLines(in: afterUp).contains { $0.contains("Chelsea") }, "after k:\n\(afterUp)")
            #expect(afterEnd.contains("— the end of the feed —"), "after G:\n\(afterEnd)")
            #expect(afterRefresh.contains("Fresh from the oven") && afterRefresh.contains("online ·"), "after r:\n\(afterRefresh)")
            #expect(afterQuit.contains("EXITED 0"), "after q:\n\(afterQuit)")
            #expect(afterQuit.contains("icanon echo"), "the terminal modes were not restored:\n\(afterQuit)")
            #expect(!afterQuit.contains("? keys"), "the app's screen stayed:\n\(afterQuit)")
            #expect(try session.paneFlag("alternate_on") == "0")
        }
    }

    /// A crash leaves the terminal as it found it: modes, cursor, main screen. The signal still
    /// ends the process as it would have (the shell sees 128 + its number).
    @Test(arguments: [SIGABRT, SIGSEGV, SIGBUS, SIGQUIT])
    func testThatACrashGivesTheTerminalBack(signal: Int32) async throws {
        try await DemoServer.run { server in
            // given
            let (tintype, session) = try await openSeededFeed(on: server)
            defer { session.close() }
            try await session.screenShowing { $0.contains("online ·") }
            // when
            try await session.endApp(of: tintype, instance: server.baseURL, with: signal)
            let afterCrash = try await session.screenShowing { $0.contains("EXITED") && $0.contains("icanon") }
            // then
            #expect(afterCrash.contains("EXITED \(128 + signal)"), "the signal did not end the app:\n\(afterCrash)")
            #expect(afterCrash.contains("icanon echo"), "the terminal modes were not restored:\n\(afterCrash)")
            #expect(try session.paneFlag("alternate_on") == "0" && session.paneFlag("cursor_flag") == "1")
        }
    }

    /// A caption carrying a title and a clipboard sequence, as a hostile server or poster sends
    /// them: neither reaches the terminal, and none of their printable middle is left on screen.
    @Test func testThatAnEscapeSequenceInACaptionLeavesNothingOfItselfOnScreen() async throws {
        try await DemoServer.run { server in
            // given
            let tintype = try TintypeBinary()
            try tintype.run(
                ["post", "Look \u{1B}]0;PWNED\u{07}here \u{1B}]52;c;aGFja2Vk\u{1B}\\now"], instance: server.baseURL,
                token: "grace_token")
            // when
            let session = try await openFeed(tintype, on: server)
            defer { session.close() }
            let screen = try await session.screenShowing { $0.contains("Look here now") }
            // then
            #expect(!screen.contains("PWNED") && !screen.contains("aGFja2Vk"), "a sequence's middle is on screen:\n\(screen)")
            #expect(try session.paneFlag("pane_title") != "PWNED", "the caption set the terminal's title")
        }
    }

    @Test func testThatWithoutATerminalTheAppSaysSoAndStartsNothing() throws {
        // given: standard input from /dev/null, as in a cron job or a pipe
        let tintype = try TintypeBinary()
        // when
        let result = try ChildProcess.run(
            ["sh", "-c", "'\(tintype.path)' --instance http://127.0.0.1:9 --token t 2>&1"], environment: tintype.environment)
        // then
        #expect(result.status == 1 && result.output.contains("standard input is not a terminal"), "it said: \(result.output)")
        #expect(!result.output.contains("\u{1B}"), "it wrote escape sequences: \(result.output)")
    }

    @Test func testThatEnterOpensThePostAndEscapeComesBack() async throws {
        try await DemoServer.run { server in
            // given
            let (_, session) = try await openSeededFeed(on: server)
            defer { session.close() }
            // when
            try session.send("Enter")
            let post = try await session.screenShowing { $0.contains("Photo 1/1") }
            try session.send("Escape")
            let feed = try await session.screenShowing { $0.contains("Home") && $0.contains("▣ 1 photo") }
            // then
            #expect(post.contains("Post by Grace Hopper") && post.contains("    A tabby cat on a sofa"), "post was:\n\(post)")
            #expect(feed.contains("online ·") && !feed.contains("Photo 1/1"), "feed was:\n\(feed)")
        }
    }

    @Test func testThatAPhotoNamedRightBeforeTheCaptionIsAttachedAndTheCaptionKept() async throws {
        try await DemoServer.run { server in
            // given
            let tintype = try TintypeBinary()
            // when: --media then the caption, as people write it
            let id = try tintype.run(["post", "--media", photo, "Sunday"], instance: server.baseURL, token: "grace_token")
            // then
            let post = try await server.client(as: "grace").status(id: id.trimmingCharacters(in: .whitespacesAndNewlines))
            #expect(HTMLToText.convert(post.content) == "Sunday" && post.mediaAttachments.count == 1)
        }
    }

    /// Polls until the app's outbox holds `count` items, or the deadline passed; answers the count.
    private func outboxCount(_ tintype: TintypeBinary, reaches count: Int, within timeout: TimeInterval = 30) async throws -> Int {
        try await Polling.value(upTo: timeout, { tintype.outboxFiles().count }, until: { $0 == count })
    }

    @Test func testThatTheLastChoiceWinsWhenALikeFailedAndTheUnlikeWent() async throws {
        try await DemoServer.run { server in
            // given: the server fails every like for a while; Alan likes, and the like waits
            let (tintype, first) = try await openSeededFeed(on: server)
            defer { first.close() }
            let postId = try #require(try await server.client(as: "alan").homeTimeline(.newest(limit: 1)).items.first?.id)
            try await server.injectFault([
                "match": ["methods": ["POST"], "path_regex": "^/api/v1/statuses/[^/]+/favourite$"],
                "effect": ["type": "status", "status": 503], "count": 3,
            ])
            try first.send("Enter")
            try await first.screenShowing { $0.contains("Photo 1/1") }
            try first.send("l")
            let waiting = try await outboxCount(tintype, reaches: 1)
            try await first.screenShowing { $0.contains("♥ 1 like") && $0.contains("kept") }
            // when: he takes the like back, which goes through, and quits and starts again
            try first.send("l")
            try await first.screenShowing { $0.contains("♡ 0 likes") }
            let afterUnlike = try await outboxCount(tintype, reaches: 0)
            try first.send("q", "q")
            try await first.screenShowing { $0.contains("EXITED") }
            let second = try await openFeed(tintype, on: server)
            defer { second.close() }
            let afterRestart = try await outboxCount(tintype, reaches: 0)
            // then
            let post = try await server.client(as: "alan").status(id: postId)
            #expect(waiting == 1, "the failed like was not kept in the outbox")
            #expect(afterUnlike == 0 && afterRestart == 0, "something was left to send")
            #expect(!post.isFavourited && post.favouritesCount == 0, "the post is liked on the server")
        }
    }

    @Test func testThatLikeInThePostShowsOnTheFeedAndReachesTheServer() async throws {
        try await DemoServer.run { server in
            // given
            let (tintype, session) = try await openSeededFeed(on: server)
            defer { session.close() }
            try session.send("Enter")
            try await session.screenShowing { $0.contains("Photo 1/1") }
            // when
            try session.send("l")
            let post = try await session.screenShowing { $0.contains("♥ 1 like") }
            try session.send("Escape")
            let feed = try await session.screenShowing { ScreenReading.selectedLines(in: $0).contains { $0.contains("♥ 1") } }
            // then
            let listing = try tintype.run(["feed", "--json", "--limit", "1"], instance: server.baseURL, token: "alan_token")
            #expect(post.contains("♥ 1 like"), "post was:\n\(post)")
            #expect(ScreenReading.selectedLines(in: feed).contains { $0.contains("♥ 1") }, "feed was:\n\(feed)")
            #expect(listing.contains("\"liked\" : true"), "the server has:\n\(listing)")
        }
    }

    @Test func testThatSecondStartShowsTheCachedFeedWhenTheServerIsGone() async throws {
        let tintype = try TintypeBinary()
        let instance = try await DemoServer.run { server in
            try seedPhotoPost(tintype, on: server)
            let first = try await openFeed(tintype, on: server)
            defer { first.close() }
            try first.send("q")
            try await first.screenShowing { $0.contains("EXITED") }
            return server.baseURL
        }
        // given: the server is gone now
        // when
        let second = try TmuxSession(command: tintype.shellLine(instance: instance, token: "alan_token"))
        defer { second.close() }
        // A refused connection is retried until the client's 5 s connect timeout.
        let screen = try await second.screenShowing { $0.contains("offline: showing the feed cached") }
        // then
        #expect(
            screen.contains("offline: showing the feed cached") && screen.contains("Chelsea reviews my code"),
            "screen was:\n\(screen)")
    }

    @Test func testThatResizeRedrawsAtTheNewWidth() async throws {
        try await DemoServer.run { server in
            // given
            let (_, session) = try await openSeededFeed(on: server)
            defer { session.close() }
            // when
            try session.resize(columns: 50, rows: 20)
            let screen = try await session.screenShowing {
                $0.split(separator: "\n").first?.hasSuffix("@alan@\(server.baseURL.dropFirst(7))") == false
                    && $0.split(separator: "\n").count <= 20 && $0.contains("? keys")
            }
            // then
            let statusLine = screen.split(separator: "\n", omittingEmptySubsequences: false).dropLast().last ?? ""
            #expect(statusLine.hasSuffix("? keys") && statusLine.count <= 50, "screen was:\n\(screen)")
        }
    }

}
