import Foundation
import MastodonAPI
import TestSupport
import Testing

/// The tab bar, profiles and follows in the real binary, in tmux, against the demo instance.
@Suite(.serialized)
struct TabsAndProfilesEndToEndTests {
    /// Grace's post with Katherine's comment under it, made through the CLI; the post's id.
    private func seedPostWithComment(_ tintype: TintypeBinary, on server: DemoServer) throws -> String {
        let postId = try tintype.run(["post", "Punch cards at dawn"], instance: server.baseURL, token: "grace_token")
            .trimmingCharacters(in: .whitespacesAndNewlines)
        try tintype.run(["reply", postId, "Count me in"], instance: server.baseURL, token: "katherine_token")
        return postId
    }

    /// Alan's app in a new pane, his feed shown.
    private func openApp(_ tintype: TintypeBinary, on server: DemoServer) async throws -> TmuxSession {
        let session = try TmuxSession(command: tintype.shellLine(instance: server.baseURL, token: "alan_token"))
        try await session.screenShowing { $0.contains("online ·") && $0.contains("Punch cards at dawn") }
        return session
    }

    /// Alan's app with Grace's post (the newest in his feed) opened and its thread loaded.
    private func openTopPost(_ tintype: TintypeBinary, on server: DemoServer) async throws -> TmuxSession {
        let session = try await openApp(tintype, on: server)
        try session.send("g", "Enter")
        try await session.screenShowing { $0.contains("Post by Grace Hopper") && $0.contains("Comments (1)") }
        return session
    }

    private static func tabBar(of screen: String) -> Substring {
        screen.split(separator: "\n", omittingEmptySubsequences: false).first ?? ""
    }

    /// The pane's title (tmux keeps a title stack, as xterm and kitty do) names the tab in front,
    /// and is the pane's own again once the app ends.
    @Test func testThatTheTerminalsTitleNamesTheTabAndIsGivenBackAtTheEnd() async throws {
        try await DemoServer.run { server in
            // given
            let tintype = try TintypeBinary()
            _ = try seedPostWithComment(tintype, on: server)
            let session = try await openApp(tintype, on: server)
            defer { session.close() }
            let home = try await Polling.value(
                every: .milliseconds(100), { try session.paneFlag("pane_title") }, until: { $0.hasPrefix("Tintype") })
            // when
            try session.send("2")
            let explore = try await Polling.value(
                every: .milliseconds(100), { try session.paneFlag("pane_title") }, until: { $0.hasPrefix("Tintype · Explore") })
            try session.send("q")
            try await session.screenShowing { $0.contains("EXITED") }
            // then
            #expect(home.hasPrefix("Tintype · Home"), "the title was \(home)")
            #expect(explore.hasPrefix("Tintype · Explore"), "the title was \(explore)")
            #expect(try !session.paneFlag("pane_title").hasPrefix("Tintype"), "the app's title outlived it")
        }
    }

    @Test func testThatTabsSwitchWithTabAndDigitsAndEachKeepsItsPlace() async throws {
        try await DemoServer.run { server in
            // given: Alan's feed, the selection moved to the second post
            let tintype = try TintypeBinary()
            _ = try seedPostWithComment(tintype, on: server)
            let session = try await openApp(tintype, on: server)
            defer { session.close() }
            try session.send("j")
            // A row is its author's line and at least one line of text: a capture taken while the
            // terminal was still drawing the row would hold only the first.
            let homeBefore = try await session.screenShowing {
                let selected = ScreenReading.selectedLines(in: $0)
                return selected.count >= 2 && !selected.contains { $0.contains("Punch cards") }
            }
            let selectedBefore = ScreenReading.selectedLines(in: homeBefore)

            // when: Tab four times shows his profile (past Explore, Activity and Messages), 1 goes home,
            // Shift-Tab wraps to the profile
            try session.send("Tab")
            try await session.screenShowing { $0.contains("/ to search accounts, hashtags and posts") }
            try session.send("Tab")
            try await session.screenShowing { $0.contains("v: show · m: posts I liked") }
            try session.send("Tab")
            try await session.screenShowing { $0.contains("n: new message") }
            try session.send("Tab")
            let profile = try await session.screenShowing { $0.contains("this is you") }
            try session.send("1")
            let homeAgain = try await session.screenShowing { !$0.contains("this is you") && !ScreenReading.selectedLines(in: $0).isEmpty }
            try session.send("BTab")
            let profileAgain = try await session.screenShowing { $0.contains("this is you") }

            // then
            #expect(Self.tabBar(of: profile).contains("1 Home") && Self.tabBar(of: profile).contains("5 Profile"), "\(profile)")
            #expect(profile.contains("Alan Turing @alan@127.0.0.1"), "the profile tab shows the signed-in account:\n\(profile)")
            #expect(ScreenReading.selectedLines(in: homeAgain) == selectedBefore, "home lost its selection:\n\(homeAgain)")
            #expect(profileAgain.contains("Alan Turing"), "\(profileAgain)")
        }
    }

    @Test func testThatQAtTheRootOfATabQuits() async throws {
        try await DemoServer.run { server in
            // given: the Profile tab in front
            let tintype = try TintypeBinary()
            _ = try seedPostWithComment(tintype, on: server)
            let session = try await openApp(tintype, on: server)
            defer { session.close() }
            try session.send("5")
            try await session.screenShowing { $0.contains("this is you") }
            // when: Esc does nothing at the tab's root (B, handled after it, shows my saved posts
            // on my profile: the profile is still in front), and q quits
            try session.send("Escape", "B")
            let afterEscape = try await session.screenShowing { $0.contains(" Saved\n") }
            try session.send("q")
            let afterQuit = try await session.screenShowing { $0.contains("EXITED") }
            // then
            #expect(afterEscape.contains("this is you"), "Esc left the profile tab:\n\(afterEscape)")
            #expect(afterQuit.contains("EXITED 0"), "\(afterQuit)")
        }
    }

    @Test func testThatAProfileOpensFromAPostAndFromAComment() async throws {
        try await DemoServer.run { server in
            // given: Grace's post open, with Katherine's comment under it
            let tintype = try TintypeBinary()
            _ = try seedPostWithComment(tintype, on: server)
            let session = try await openTopPost(tintype, on: server)
            defer { session.close() }
            // when: u on the post, back, then u on the comment
            try session.send("u")
            // The header from the cache comes first; how Alan stands with her comes with the live profile.
            let grace = try await session.screenShowing { $0.contains("Grace Hopper @grace@") && $0.contains("you follow") }
            try session.send("Escape")
            try await session.screenShowing { $0.contains("Post by Grace Hopper") }
            try session.send("j", "u")
            let katherine = try await session.screenShowing {
                $0.contains("Katherine Johnson @katherine@") && $0.contains("Doing the math")
            }
            // then
            #expect(grace.contains("you follow"), "Alan follows Grace in the demo:\n\(grace)")
            #expect(katherine.contains("Doing the math"), "Katherine's bio:\n\(katherine)")
        }
    }

    @Test func testThatFollowAndUnfollowReachTheServer() async throws {
        try await DemoServer.run { server in
            // given: Katherine's profile, whom Alan does not follow, opened from her comment
            let tintype = try TintypeBinary()
            _ = try seedPostWithComment(tintype, on: server)
            let alan = try server.client(as: "alan")
            let katherine = try await alan.lookupAccount(handle: "katherine")
            let session = try await openTopPost(tintype, on: server)
            defer { session.close() }
            try session.send("j", "u")
            try await session.screenShowing { $0.contains("Katherine Johnson @katherine@") && $0.contains("followers (F)") }

            // when: f follows
            try session.send("f")
            let shown = try await session.screenShowing { $0.contains("you follow @katherine now") }
            let followed = try await ServerPolling.relationship(of: alan, with: katherine.id) { $0.isFollowing }
            // and f again unfollows
            try session.send("f")
            let unshown = try await session.screenShowing { $0.contains("you no longer follow @katherine") }
            let unfollowed = try await ServerPolling.relationship(of: alan, with: katherine.id) { !$0.isFollowing }

            // then
            #expect(shown.contains("you follow"), "\(shown)")
            #expect(followed.isFollowing, "the server does not have the follow")
            #expect(unshown.contains("you no longer follow @katherine"), "\(unshown)")
            #expect(!unfollowed.isFollowing, "the server still has the follow")
        }
    }

    @Test func testThatFollowersOpenAndLeadToAProfile() async throws {
        try await DemoServer.run { server in
            // given: Alan's own profile
            let tintype = try TintypeBinary()
            _ = try seedPostWithComment(tintype, on: server)
            let session = try await openApp(tintype, on: server)
            defer { session.close() }
            try session.send("5")
            try await session.screenShowing { $0.contains("this is you") && $0.contains("following (W)") }
            // when: F lists who follows him (Ada), Enter opens her profile
            try session.send("F")
            let followers = try await session.screenShowing { $0.contains("Followers of @alan") && $0.contains("Ada Lovelace") }
            try session.send("Enter")
            let ada = try await session.screenShowing { $0.contains("Ada Lovelace @ada@") && $0.contains("followers (F)") }
            // then
            #expect(followers.contains("@ada@"), "\(followers)")
            #expect(ada.contains("First programmer"), "\(ada)")
        }
    }

    @Test func testThatADigitAndATabInTheComposerAreText() async throws {
        try await DemoServer.run { server in
            // given: the composer open under Grace's post
            let tintype = try TintypeBinary()
            let postId = try seedPostWithComment(tintype, on: server)
            let session = try await openTopPost(tintype, on: server)
            defer { session.close() }
            try session.send("c")
            try await session.screenShowing { $0.contains("Comment on the post") }
            // when: a digit and a Tab are typed among the words, and the comment sent
            try session.send("-l", "Route 66")
            try session.send("Tab")
            try session.send("-l", "2 go")
            try await session.screenShowing { $0.contains("Route 66 2 go") }
            try session.send("Enter")
            let replies = try await Self.replies(to: postId, on: server) { $0.contains("Route 66 2 go") }
            // then
            #expect(replies.count == 1, "the server has \(replies.count) such replies")
        }
    }

    /// Polls the server until a reply to the post matches, or thirty seconds passed; the matching replies.
    private static func replies(
        to postId: String, on server: DemoServer,
        matching condition: @escaping (String) -> Bool
    ) async throws -> [String] {
        try await Polling.value(
            {
                let replies = try await server.client(as: "alan").context(ofStatusId: postId).descendants
                return replies.map { HTMLToText.convert($0.content) }.filter(condition)
            }, until: { !$0.isEmpty })
    }
}
