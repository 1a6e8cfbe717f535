import Foundation
import MastodonAPI
import TestSupport
import Testing

/// One post on every screen at once, in the real binary, in tmux, against the demo instance: a like
/// made on one screen shows on the others that list the post, with no key pressed to fetch again.
@Suite(.serialized)
struct OnePostEveryScreenEndToEndTests {
    private static let caption = "Relay 70 log, one moth"

    /// Grace's post, the newest in Ada's feed; its id.
    private func gracesPost(_ tintype: TintypeBinary, on server: DemoServer) throws -> String {
        try tintype.run(["post", Self.caption], instance: server.baseURL, token: "grace_token")
            .trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Ada's app in a new pane, her feed shown with Grace's post on top and chosen.
    private func openApp(_ tintype: TintypeBinary, on server: DemoServer) async throws -> TmuxSession {
        let session = try TmuxSession(command: tintype.shellLine(instance: server.baseURL, token: "ada_token"))
        try await session.screenShowing { $0.contains("online ·") && $0.contains(Self.caption) }
        try session.send("g")
        return session
    }

    /// Grace's profile found on the Explore tab, its posts listed.
    private func openGracesPostsOnExplore(in session: TmuxSession) async throws {
        try session.send("2", "/", "g", "r", "a")
        try await session.screenShowing { $0.contains("Grace Hopper @grace@") }
        try session.send("Enter", "Enter")
        try await session.screenShowing { $0.contains("Compilers, nanoseconds") }
        try session.send("v")
    }

    /// The server refuses the next like (422), as when the post was made private meanwhile.
    private static func refuseNextLike(on server: DemoServer) async throws {
        try await server.injectFault([
            "match": ["methods": ["POST"], "path": "/api/v1/statuses/*/favourite"],
            "effect": ["type": "status", "status": 422, "body": ["error": "Validation failed"]], "count": 1,
        ])
    }

    /// The header line of the row whose caption is Grace's post: its author, age and counts.
    private static func rowHeader(in screen: String) -> String? {
        let lines = screen.split(separator: "\n", omittingEmptySubsequences: false)
        guard let index = lines.firstIndex(where: { $0.contains(caption) }), index > 0 else { return nil }
        return String(lines[index - 1])
    }

    /// Whether the row is drawn whole: a screen caught mid-draw can hold the caption before its header.
    private static func rowIsDrawn(in screen: String) -> Bool {
        rowHeader(in: screen)?.contains("↩ ") == true
    }

    private static func rowShows(_ counts: String, in screen: String) -> Bool {
        rowHeader(in: screen)?.hasSuffix(counts) == true
    }

    @Test func testThatALikeMadeOnAPostOpenedFromAProfileShowsInHomeWithNoKeyPressed() async throws {
        try await DemoServer.run { server in
            // given: Grace's profile opened from her post in Home, its posts listed, the post opened
            let tintype = try TintypeBinary()
            _ = try gracesPost(tintype, on: server)
            let session = try await openApp(tintype, on: server)
            defer { session.close() }
            try session.send("u")
            try await session.screenShowing { $0.contains("Compilers, nanoseconds") }
            try session.send("v")
            try await session.screenShowing { $0.contains("▌ " + Self.caption) }
            try session.send("Enter")
            try await session.screenShowing { $0.contains("Post by Grace Hopper") && $0.contains("♡ 0 likes") }

            // when: liked there, then back to the profile, and back to Home
            try session.send("l")
            try await session.screenShowing { $0.contains("♥ 1 like ") }
            try session.send("q")
            let profile = try await session.screenShowing { $0.contains("Compilers, nanoseconds") && Self.rowIsDrawn(in: $0) }
            try session.send("q")
            let home = try await session.screenShowing { $0.contains(" Home\n") && Self.rowShows("♥ 1  ↩ 0", in: $0) }

            // then
            #expect(Self.rowShows("♥ 1  ↩ 0", in: profile), "the profile's row:\n\(profile)")
            #expect(Self.rowShows("♥ 1  ↩ 0", in: home), "Home's row:\n\(home)")
        }
    }

    @Test func testThatALikeTakenBackInHomeShowsOnAProfileOpenInAnotherTab() async throws {
        try await DemoServer.run { server in
            // given: Grace's post, liked by Ada before the app starts; her profile open on Explore,
            // its posts listed with the like
            let tintype = try TintypeBinary()
            let postId = try gracesPost(tintype, on: server)
            _ = try await server.client(as: "ada").favourite(statusId: postId)
            let session = try await openApp(tintype, on: server)
            defer { session.close() }
            try await openGracesPostsOnExplore(in: session)
            try await session.screenShowing { Self.rowShows("♥ 1  ↩ 0", in: $0) }

            // when: the post opened from Home, the like taken back there, and Explore shown again
            try session.send("1", "g", "Enter")
            try await session.screenShowing { $0.contains("Post by Grace Hopper") && $0.contains("♥ 1 like ") }
            try session.send("l")
            try await session.screenShowing { $0.contains("♡ 0 likes") }
            try session.send("q", "2")
            let profile = try await session.screenShowing { $0.contains("Compilers, nanoseconds") && Self.rowShows("♡ 0  ↩ 0", in: $0) }

            // then
            #expect(Self.rowShows("♡ 0  ↩ 0", in: profile), "the profile's row:\n\(profile)")
        }
    }

    @Test func testThatALikeTheServerRefusesGoesBackInHomeWithTheReasonOnce() async throws {
        try await DemoServer.run { server in
            // given: Grace's post opened from Home; the server refuses the next like
            let tintype = try TintypeBinary()
            _ = try gracesPost(tintype, on: server)
            let session = try await openApp(tintype, on: server)
            defer { session.close() }
            try session.send("Enter")
            try await session.screenShowing { $0.contains("Post by Grace Hopper") && $0.contains("♡ 0 likes") }
            try await Self.refuseNextLike(on: server)

            // when
            try session.send("l")
            let refused = try await session.screenShowing { $0.contains("the like was not saved") }
            try session.send("q")
            let home = try await session.screenShowing { $0.contains(" Home\n") && Self.rowIsDrawn(in: $0) }

            // then
            #expect(refused.contains("♡ 0 likes"), "the post still shows the like:\n\(refused)")
            #expect(Self.rowShows("♡ 0  ↩ 0", in: home), "Home's row:\n\(home)")
        }
    }

    @Test func testThatAnEditOnTheStreamChangesHomeAndAProfileOpenInAnotherTab() async throws {
        try await DemoServer.run { server in
            // given: Grace's post in Ada's Home, and in Grace's profile open on Explore
            let tintype = try TintypeBinary()
            let postId = try gracesPost(tintype, on: server)
            let session = try await openApp(tintype, on: server)
            defer { session.close() }
            try await openGracesPostsOnExplore(in: session)
            try await session.screenShowing { $0.contains(Self.caption) }

            // when: Grace edits it, and nobody touches a key
            try tintype.run(["edit", postId, "--text", "Relay 70 log, two moths"], instance: server.baseURL, token: "grace_token")
            let profile = try await session.screenShowing { $0.contains("Relay 70 log, two moths") }
            try session.send("1")
            let home = try await session.screenShowing { $0.contains(" Home\n") && $0.contains("Relay 70 log, two moths") }

            // then
            #expect(!profile.contains(Self.caption), "the profile kept the old words:\n\(profile)")
            #expect(!home.contains(Self.caption), "Home kept the old words:\n\(home)")
        }
    }

    @Test func testThatALikeRefusedAfterTheServerWasAwayGoesBackOnThePostAndInHome() async throws {
        try await DemoServer.run { server in
            // given: Grace's post opened from Home; the server is away for the like, then refuses it
            let tintype = try TintypeBinary()
            _ = try gracesPost(tintype, on: server)
            let session = try await openApp(tintype, on: server)
            defer { session.close() }
            try session.send("Enter")
            try await session.screenShowing { $0.contains("Post by Grace Hopper") && $0.contains("♡ 0 likes") }
            try await server.injectFault([
                "match": ["methods": ["POST"], "path": "/api/v1/statuses/*/favourite"], "effect": ["type": "status", "status": 503],
                "count": 1,
            ])
            try await Self.refuseNextLike(on: server)

            // when: liked; the outbox sends it again a few seconds later, and it is refused
            try session.send("l")
            let waiting = try await session.screenShowing { $0.contains("♥ 1 like ") }
            let undone = try await session.screenShowing { $0.contains("♡ 0 likes") }
            try session.send("q")
            let home = try await session.screenShowing { $0.contains(" Home\n") && Self.rowIsDrawn(in: $0) }

            // then
            #expect(waiting.contains("♥ 1 like "), "\(waiting)")
            #expect(undone.contains("♡ 0 likes"), "\(undone)")
            #expect(Self.rowShows("♡ 0  ↩ 0", in: home), "Home's row:\n\(home)")
        }
    }

    @Test func testThatATrendingPostInExploreShowsALikeMadeInHome() async throws {
        try await DemoServer.run { server in
            // given: Alan's post, liked by Grace and Katherine, so trending; Ada's Explore showing it
            let tintype = try TintypeBinary()
            let postId = try tintype.run(["post", "Semaphore towers of France"], instance: server.baseURL, token: "alan_token")
                .trimmingCharacters(in: .whitespacesAndNewlines)
            for user in ["grace", "katherine"] { _ = try await server.client(as: user).favourite(statusId: postId) }
            let session = try TmuxSession(command: tintype.shellLine(instance: server.baseURL, token: "ada_token"))
            defer { session.close() }
            try await session.screenShowing { $0.contains("online ·") && $0.contains("Semaphore towers of France") }
            try session.send("2")
            try await session.screenShowing { $0.contains("Suggested for you") }
            var explore = ""
            for _ in 0..<8 where Self.trendingTitle(of: "Semaphore towers", in: explore) == nil {
                try session.send("PageDown")
                explore = try await session.poll(upTo: 2) { Self.trendingTitle(of: "Semaphore towers", in: $0) != nil }
            }

            // when: the post liked in Home, and Explore shown again with no key that fetches
            try session.send("1", "g", "Enter")
            try await session.screenShowing { $0.contains("Post by Alan Turing") && $0.contains("♡ 2 likes") }
            try session.send("l")
            try await session.screenShowing { $0.contains("♥ 3 likes") }
            try session.send("q", "2")
            let liked = try await session.screenShowing { Self.trendingTitle(of: "Semaphore towers", in: $0)?.hasSuffix("♥ 3") == true }

            // then
            #expect(Self.trendingTitle(of: "Semaphore towers", in: explore)?.hasSuffix("♡ 2") == true, "before:\n\(explore)")
            #expect(Self.trendingTitle(of: "Semaphore towers", in: liked)?.hasSuffix("♥ 3") == true, "after:\n\(liked)")
        }
    }

    @Test func testThatAPostDeletedFromExploreLeavesHomeAndTheProfile() async throws {
        try await DemoServer.run { server in
            // given: Ada's post (no photo: her profile lists every post), in her Home and on her
            // profile; found in Explore by a word of it
            let tintype = try TintypeBinary()
            _ = try tintype.run(["post", "Quincunx of the lamps"], instance: server.baseURL, token: "ada_token")
            let session = try TmuxSession(command: tintype.shellLine(instance: server.baseURL, token: "ada_token"))
            defer { session.close() }
            try await session.screenShowing { $0.contains("online ·") && $0.contains("Quincunx of the lamps") }
            try session.send("5")
            try await session.screenShowing { $0.contains("this is you") && $0.contains("No photos yet") }
            try session.send("v")
            try await session.screenShowing { $0.contains("this is you") && $0.contains("Quincunx of the lamps") }
            try session.send("2", "/", "Q", "u", "i", "n", "c", "u", "n", "x")
            try await session.screenShowing { $0.contains("Posts") && $0.contains("Quincunx of the lamps") }
            try session.send("Enter", "g", "Enter")
            try await session.screenShowing { $0.contains("Post by Ada Lovelace") && $0.contains("Quincunx of the lamps") }

            // when: taken down there
            try session.send("D")
            try await session.screenShowing { $0.contains("press D again") }
            try session.send("D")
            try await session.screenShowing { $0.contains("post taken down") }
            try session.send("1")
            let home = try await session.screenShowing { $0.contains(" Home\n") && !$0.contains("Quincunx of the lamps") }
            try session.send("5")
            let profile = try await session.screenShowing { $0.contains("this is you") && !$0.contains("Quincunx of the lamps") }

            // then
            #expect(!home.contains("Quincunx of the lamps"), "Home:\n\(home)")
            #expect(!profile.contains("Quincunx of the lamps"), "the profile:\n\(profile)")
        }
    }

    @Test func testThatALikeABoostAndASaveMadeFromAHashtagsGridShowInHomeAndActivity() async throws {
        try await DemoServer.run { server in
            // given: Grace's photo post tagged #moths, in Ada's Home; the hashtag's grid opened
            // from Explore, and the post opened from it
            let tintype = try TintypeBinary()
            let photo = DemoServer.packageRoot.appendingPathComponent("Resources/Demo/Photos/coffee.jpg").path
            _ = try tintype.run(
                ["post", "--media", photo, "--alt", "A cup", Self.caption + " #moths"], instance: server.baseURL, token: "grace_token")
            let session = try await openApp(tintype, on: server)
            defer { session.close() }
            try session.send("2", "/", "m", "o", "t", "h")
            // the search's own heading: the trending hashtags before it may name #moths too
            try await session.screenShowing { $0.contains("Hashtags") && $0.contains("#moths") }
            try await session.press("Enter", "g", "Enter", thenShowing: "1 photo post")
            try await session.press("Enter", thenShowing: "♡ 0 likes")

            // when: liked, boosted (the key twice) and saved there; then Home, then the posts I liked
            try await session.press("l", thenShowing: "♥ 1 like ")
            try await session.press("b", thenShowing: "press boost again")
            try await session.press("b", thenShowing: "(yours too)")
            try await session.press("B", thenShowing: "· saved")
            try session.send("1")
            let home = try await session.screenShowing { $0.contains(" Home\n") && Self.rowShows("♥ 1  ↩ 0  ↻  ⚑", in: $0) }
            try await session.press("3", "m", thenShowing: "Posts I liked")
            let tile = try await session.screenShowing { $0.contains("♥ 1 ↩ 0 ↻⚑") }
            try session.send("v")
            let liked = try await session.screenShowing { $0.contains("Posts I liked") && Self.rowShows("♥ 1  ↩ 0  ↻  ⚑", in: $0) }

            // then
            #expect(Self.rowShows("♥ 1  ↩ 0  ↻  ⚑", in: home), "Home's row:\n\(home)")
            #expect(tile.contains("♥ 1 ↩ 0 ↻⚑"), "the posts I liked, a grid:\n\(tile)")
            #expect(Self.rowShows("♥ 1  ↩ 0  ↻  ⚑", in: liked), "the posts I liked, a list:\n\(liked)")
        }
    }

    @Test func testThatFInHomeLikesThePostAndThePostsILikedListIt() async throws {
        try await DemoServer.run { server in
            // given: Grace's post on top of Ada's Home, selected
            let tintype = try TintypeBinary()
            let postId = try gracesPost(tintype, on: server)
            let session = try await openApp(tintype, on: server)
            defer { session.close() }

            // when: f on its row, then the posts I liked
            try session.send("f")
            let home = try await session.screenShowing { Self.rowShows("♥ 1  ↩ 0", in: $0) }
            try await session.press("3", "m", thenShowing: "♥ 1 ↩ 0")
            try session.send("v")
            let liked = try await session.screenShowing { $0.contains("Posts I liked") && Self.rowShows("♥ 1  ↩ 0", in: $0) }
            let ada = try server.client(as: "ada")
            let isLiked = try await Polling.holds { try await ada.status(id: postId).isFavourited }

            // then
            #expect(Self.rowShows("♥ 1  ↩ 0", in: home), "Home's row:\n\(home)")
            #expect(Self.rowShows("♥ 1  ↩ 0", in: liked), "the posts I liked:\n\(liked)")
            #expect(isLiked, "the server does not have Ada's like")
        }
    }

    /// The title line (author, age, likes) of the trending post whose caption begins so.
    private static func trendingTitle(of caption: String, in screen: String) -> String? {
        let lines = screen.split(separator: "\n", omittingEmptySubsequences: false)
        guard let heading = lines.firstIndex(where: { $0.contains("Trending posts") }),
            let index = lines[heading...].firstIndex(where: { $0.contains(caption) }), index > heading + 1
        else { return nil }
        return lines[index - 1].trimmingCharacters(in: .whitespaces)
    }
}
