import Foundation
import MastodonAPI
import TestSupport
import Testing

/// Signing in as a person does, in the real binary in tmux against the demo instance, its sign-in
/// page driven over HTTP as a browser would: a pasted code, the browser coming back to the app,
/// the account opened by default, and signing out.
@Suite(.serialized)
struct SignInEndToEndTests {
    /// Wide enough for the sign-in address to stay on one line.
    private static let columns = 600

    /// Signs in as `username` by pasting the code the page shows, and returns the screen after.
    private func signInPastingTheCode(_ tintype: TintypeBinary, on server: DemoServer, as username: String) async throws -> String {
        let session = try TmuxSession(
            command: tintype.shellLine(arguments: ["login", server.baseURL, "--paste-code"]), columns: Self.columns)
        defer { session.close() }
        let asked = try await session.screenShowing { AuthorisationPage.address(in: $0) != nil && $0.contains("Paste the code") }
        let page = try await AuthorisationPage.allow(try #require(AuthorisationPage.address(in: asked)), as: username)
        try session.send(try #require(AuthorisationPage.code(in: page)), "Enter")
        return try await session.screenShowing { $0.contains("EXITED") }
    }

    @Test func testThatAPastedCodeSignsInAndTheAppOpensAsThatAccount() async throws {
        try await DemoServer.run { server in
            // given
            let tintype = try TintypeBinary()
            let signedIn = try await signInPastingTheCode(tintype, on: server, as: "grace")

            // when: the app starts with no account given
            let session = try TmuxSession(command: tintype.shellLine(arguments: []))
            defer { session.close() }
            let feed = try await session.screenShowing { $0.contains("online ·") }
            try session.send("5")
            let profile = try await session.screenShowing { $0.contains("this is you") }

            // then
            #expect(signedIn.contains("Signed in as grace@127.0.0.1:") && signedIn.contains("EXITED 0"), "\(signedIn)")
            #expect(feed.contains("Home"), "\(feed)")
            #expect(profile.contains("Grace Hopper @grace@127.0.0.1:"), "\(profile)")
        }
    }

    @Test func testThatTheBrowserComingBackToTheAppSignsIn() async throws {
        try await DemoServer.run { server in
            // given: a browser that is there but opens nothing; the page is driven below
            let tintype = try TintypeBinary()
            let session = try TmuxSession(
                command: tintype.shellLine(arguments: ["login", server.baseURL], adding: ["BROWSER": "true"]), columns: Self.columns)
            defer { session.close() }
            let waiting = try await session.screenShowing { $0.contains("Waiting for it to come back") }

            // when
            let page = try await AuthorisationPage.allow(try #require(AuthorisationPage.address(in: waiting)), as: "alan")
            let done = try await session.screenShowing { $0.contains("EXITED") }

            // then
            #expect(waiting.contains("redirect_uri=http%3A%2F%2F127.0.0.1%3A"), "\(waiting)")
            #expect(page.contains("Tintype is signed in"), "\(page)")
            #expect(done.contains("Signed in as alan@127.0.0.1:") && done.contains("EXITED 0"), "\(done)")
        }
    }

    @Test func testThatTwoAccountsAreListedTheFirstTheDefault() async throws {
        try await DemoServer.run { server in
            // given
            let tintype = try TintypeBinary()
            _ = try await signInPastingTheCode(tintype, on: server, as: "grace")
            _ = try await signInPastingTheCode(tintype, on: server, as: "alan")

            // when
            let listed = try tintype.runSignedIn(["accounts"]).output

            // then
            let port = server.baseURL.split(separator: ":").last.map(String.init) ?? ""
            #expect(listed == "grace@127.0.0.1:\(port)  (default)\nalan@127.0.0.1:\(port)\n", "\(listed)")
        }
    }

    @Test func testThatSigningOutRevokesTheTokenOnTheInstance() async throws {
        try await DemoServer.run { server in
            // given
            let tintype = try TintypeBinary()
            _ = try await signInPastingTheCode(tintype, on: server, as: "grace")
            let token = try #require(tintype.signedInTokens()["grace"])

            // when
            let signedOut = try tintype.runSignedIn(["logout"])

            // then
            let oldToken = MastodonClient(
                instance: try InstanceAddress(server.baseURL), token: token, transport: AsyncHTTPClientTransport(), userAgent: "test")
            var refused = false
            do {
                _ = try await oldToken.verifyCredentials()
            } catch MastodonError.unauthorized {
                refused = true
            }
            #expect(refused, "the instance still takes the token")
            #expect(signedOut.status == 0 && tintype.signedInTokens().isEmpty, "\(signedOut.output)")
        }
    }

    @Test func testThatTheAppWithNoAccountSignsInOnItsOwnScreenAndOpensTheFeed() async throws {
        try await DemoServer.run { server in
            // given: no account, no browser on this machine
            let tintype = try TintypeBinary()
            let session = try TmuxSession(command: tintype.shellLine(arguments: []))
            defer { session.close() }
            let asked = try await session.screenShowing { $0.contains("Your instance, such as pixelfed.social") }

            // when: the instance typed, the page allowed as Katherine, its code pasted
            try session.send(server.baseURL, "Enter")
            let page = try await session.screenShowing { $0.contains("The code the page shows") }
            let shown = try await AuthorisationPage.allow(try #require(AuthorisationPage.addressDrawnOverLines(in: page)), as: "katherine")
            try session.paste(try #require(AuthorisationPage.code(in: shown)))
            try session.send("Enter")
            let feed = try await session.screenShowing { $0.contains("online ·") }
            try session.send("5")
            let profile = try await session.screenShowing { $0.contains("this is you") }

            // then
            #expect(asked.contains("Sign in"), "\(asked)")
            #expect(feed.contains("Home"), "\(feed)")
            #expect(profile.contains("@katherine@127.0.0.1:"), "\(profile)")
            #expect(tintype.signedInTokens().keys.sorted() == ["katherine"])
        }
    }

    @Test func testThatACommentQueuedAsOneAccountArrivesAsThatAccountAfterASwitch() async throws {
        try await DemoServer.run { server in
            // given: Grace and Alan signed in, Grace's post at the top of her feed, and the server
            // refusing the comment three times: the tries at once, then the outbox keeps it
            let tintype = try TintypeBinary()
            _ = try await signInPastingTheCode(tintype, on: server, as: "grace")
            _ = try await signInPastingTheCode(tintype, on: server, as: "alan")
            let caption = "Switching accounts keeps writes apart"
            let postId = try tintype.run(["post", caption], instance: server.baseURL, token: "grace_token")
                .trimmingCharacters(in: .whitespacesAndNewlines)
            let comment = "Written as Grace, sent as Grace"
            let session = try TmuxSession(command: tintype.shellLine(arguments: []))
            defer { session.close() }
            try await session.screenShowing {
                $0.contains("online ·") && ScreenReading.selectedLines(in: $0).contains { $0.contains(caption) }
            }
            try session.send("Enter")
            try await session.screenShowing { $0.contains("Post by Grace Hopper") && $0.contains("c writes the first") }
            try await server.injectFault([
                "match": ["methods": ["POST"], "path": "/api/v1/statuses"], "effect": ["type": "status", "status": 503], "count": 3,
            ])

            // when: the comment is queued as Grace, refused, and Alan is shown while it waits
            try session.send("c")
            try await session.screenShowing { $0.contains("Comment on the post") }
            try session.send("-l", comment)
            try await session.screenShowing { $0.contains(comment) }
            try session.send("Enter")
            try await session.screenShowing { $0.contains("not sent") }
            try session.send("Escape")
            try session.send("Escape")
            try session.send("A")
            try await session.screenShowing { $0.contains("Sign in to another account") }
            try session.send("j", "Enter")
            // Alan's tabs open once his services are; a key before that still goes to Grace's.
            var alans = ""
            for _ in 0..<10 where !alans.contains("Alan Turing @alan@") {
                try session.send("5")
                alans = try await session.poll(upTo: 2) { $0.contains("this is you") && $0.contains("Alan Turing @alan@") }
            }
            let arrived = try await eventually(upTo: 30) {
                try await server.client(as: "grace").context(ofStatusId: postId).descendants.filter {
                    HTMLToText.convert($0.content).contains(comment)
                }
            }

            // then
            #expect(alans.contains("Alan Turing @alan@127.0.0.1:"), "\(alans)")
            #expect(arrived.map(\.account.username) == ["grace"], "\(arrived.map(\.account.username))")
        }
    }

    @Test func testThatSigningInAgainAsTheSamePersonRevokesTheTokenItReplaces() async throws {
        try await DemoServer.run { server in
            // given
            let tintype = try TintypeBinary()
            _ = try await signInPastingTheCode(tintype, on: server, as: "grace")
            let first = try #require(tintype.signedInTokens()["grace"])

            // when
            _ = try await signInPastingTheCode(tintype, on: server, as: "grace")

            // then
            let second = try #require(tintype.signedInTokens()["grace"])
            let oldToken = MastodonClient(
                instance: try InstanceAddress(server.baseURL), token: first, transport: AsyncHTTPClientTransport(), userAgent: "test")
            var refused = false
            do {
                _ = try await oldToken.verifyCredentials()
            } catch MastodonError.unauthorized {
                refused = true
            }
            #expect(second != first && refused, "the replaced token still works")
        }
    }

    /// What `read` gives once it is not empty, polled until the time is up; empty if it never is.
    private func eventually<Item>(upTo seconds: TimeInterval, _ read: () async throws -> [Item]) async throws -> [Item] {
        try await Polling.value(upTo: seconds, every: .milliseconds(250), read, until: { !$0.isEmpty })
    }
}
