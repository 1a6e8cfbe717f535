import Foundation
import MastodonAPI
import TestSupport
import Testing

/// Finding people, hashtags and posts, against the demo instance.
@Suite(.serialized)
struct ExploreEndToEndTests {
    /// Ada's app on the Explore tab, its search field waiting.
    private func openExplore(on server: DemoServer) async throws -> TmuxSession {
        let session = try TmuxSession(command: try TintypeBinary().shellLine(instance: server.baseURL, token: "ada_token"))
        try await session.screenShowing { $0.contains("online ·") }
        try session.send("2")
        try await session.screenShowing { $0.contains("/ to search accounts, hashtags and posts") }
        return session
    }

    /// A post of Grace's tagged #moths, and Ada's Explore with "moth" typed: the session, and
    /// the screen once the hashtag is found.
    private func searchMoths(on server: DemoServer) async throws -> (TmuxSession, String) {
        _ = try await server.client(as: "grace").publishStatus(
            StatusDraft(text: "Relays at dawn #moths"), idempotencyKey: UUID().uuidString)
        let session = try await openExplore(on: server)
        try session.send("/", "m", "o", "t", "h")
        let screen = try await session.screenShowing { $0.contains("Hashtags") && $0.contains("#moths") }
        return (session, screen)
    }

    @Test func testThatTheSearchCommandFindsGraceAndHerHashtag() async throws {
        try await DemoServer.run { server in
            // given: a post of Grace's with a hashtag
            let tintype = try TintypeBinary()
            _ = try await server.client(as: "grace").publishStatus(
                StatusDraft(text: "Debugging by candlelight #moths"), idempotencyKey: UUID().uuidString)
            // when
            let people = try tintype.run(["search", "gra", "--plain"], instance: server.baseURL, token: "ada_token")
            let tags = try tintype.run(["search", "moth", "--tags"], instance: server.baseURL, token: "ada_token")
            // then
            #expect(people.hasPrefix("Accounts\nGrace Hopper @grace · id "), "\(people)")
            #expect(tags.hasPrefix("Hashtags\n#moths · "), "\(tags)")
        }
    }

    @Test func testThatTheTagCommandPrintsOnlyTheTagsPhotoPosts() async throws {
        try await DemoServer.run { server in
            // given: a photo post and a post of words, both tagged
            let tintype = try TintypeBinary()
            let coffee = DemoServer.packageRoot.appendingPathComponent("Resources/Demo/Photos/coffee.jpg").path
            _ = try tintype.run(
                ["post", "--media", coffee, "--alt", "A cup", "Morning brew #moths"], instance: server.baseURL, token: "grace_token")
            _ = try tintype.run(["post", "Words only #moths"], instance: server.baseURL, token: "alan_token")
            // when
            let printed = try tintype.run(["tag", "#moths"], instance: server.baseURL, token: "ada_token")
            // then
            #expect(
                printed.hasPrefix("Grace Hopper @grace · ") && printed.contains("Morning brew #moths\n▣ photo · alt: A cup"), "\(printed)")
            #expect(!printed.contains("Words only"), "\(printed)")
        }
    }

    @Test func testThatTypingGraFindsGraceAndEnterOpensHerProfile() async throws {
        try await DemoServer.run { server in
            // given: Ada's app on the Explore tab
            let session = try await openExplore(on: server)
            defer { session.close() }
            // when: "gra" typed into the search field, then Enter twice (out of the field, on Grace)
            try session.send("/", "g", "r", "a")
            let found = try await session.screenShowing { $0.contains("Accounts") && $0.contains("Grace Hopper @grace@") }
            try session.send("Enter", "Enter")
            let profile = try await session.screenShowing { $0.contains("Profile") && $0.contains("Compilers, nanoseconds") }
            // then
            #expect(found.contains("⌕ gra"), "\(found)")
            #expect(profile.contains("Grace Hopper @grace@"), "\(profile)")
        }
    }

    @Test func testThatAHashtagFoundIsListedWithItsUses() async throws {
        try await DemoServer.run { server in
            // given: a post of Grace's with a hashtag, Ada's app on Explore
            // when
            let (session, screen) = try await searchMoths(on: server)
            defer { session.close() }
            // then
            #expect(screen.contains("#moths"), "\(screen)")
        }
    }

    @Test func testThatAHashtagOpensAsAGridOfItsPhotoPosts() async throws {
        try await DemoServer.run { server in
            // given: two photo posts and one without a photo, all tagged #moths
            let tintype = try TintypeBinary()
            try Self.postPhoto("coffee.jpg", "Morning brew #moths", as: "grace", with: tintype, on: server)
            try Self.postPhoto("chelsea-the-cat.jpg", "Cat nap #moths", as: "alan", with: tintype, on: server)
            _ = try tintype.run(["post", "Words only #moths"], instance: server.baseURL, token: "alan_token")
            let session = try await openExplore(on: server)
            defer { session.close() }
            try session.send("/", "m", "o", "t", "h")
            // the search's own heading: the trending hashtags before it may name #moths too
            try await session.screenShowing { $0.contains("Hashtags") && $0.contains("#moths") }
            // when: out of the field, Enter on the hashtag (the first result)
            try session.send("Enter", "g", "Enter")
            let grid = try await session.screenShowing { $0.contains("2 photo posts") }
            // then
            #expect(grid.contains(" #moths") && grid.contains("the end of the hashtag's photo posts"), "\(grid)")
            #expect(!grid.contains("Words only"), "\(grid)")
        }
    }

    @Test func testThatExploreBeforeAnythingIsTypedShowsTrendingHashtagsAndSuggestions() async throws {
        try await DemoServer.run { server in
            // given: the seed's posts tag #computing; the demo server suggests accounts
            // when
            let session = try await openExplore(on: server)
            defer { session.close() }
            let screen = try await session.screenShowing { $0.contains("Trending hashtags") && $0.contains("Suggested for you") }
            // then
            #expect(screen.contains("#computing"), "\(screen)")
        }
    }

    @Test func testThatAPostLikedLatelyIsAmongTheTrendingPosts() async throws {
        try await DemoServer.run { server in
            // given: Alan's post, liked by the three others: the most liked of all
            let postId = try TintypeBinary().run(["post", "Semaphore towers of France"], instance: server.baseURL, token: "alan_token")
                .trimmingCharacters(in: .whitespacesAndNewlines)
            for user in ["grace", "katherine", "ada"] { _ = try await server.client(as: user).favourite(statusId: postId) }
            let session = try await openExplore(on: server)
            defer { session.close() }
            try await session.screenShowing { $0.contains("Suggested for you") }
            // when: a page down at a time, until the trending posts' heading shows
            var screen = ""
            let shown: (String) -> Bool = { $0.contains("Trending posts") && $0.contains("Semaphore towers of France") }
            for _ in 0..<8 where !shown(screen) {
                try session.send("PageDown")
                screen = try await session.poll(upTo: 2, until: shown)
            }
            // then: the most liked is the first under the heading
            let lines = screen.split(separator: "\n")
            let heading = lines.firstIndex { $0.contains("Trending posts") }
            let below = heading.map { lines[($0 + 1)...].prefix(3).joined(separator: "\n") } ?? ""
            #expect(below.contains("Alan Turing") && below.contains("Semaphore towers of France"), "\(screen)")
        }
    }

    @Test func testThatAHashtagFollowedFromItsGridReachesTheServerAndIsListedFirst() async throws {
        try await DemoServer.run { server in
            // given: a post tagged #moths, its hashtag found and opened
            let (session, _) = try await searchMoths(on: server)
            defer { session.close() }
            try session.send("Enter", "g", "Enter")
            try await session.screenShowing { $0.contains(" #moths") && $0.contains("f follows") }

            // when: f follows it, and back in Explore the query is cleared
            try session.send("f")
            let followed = try await session.screenShowing { $0.contains("you follow #moths") }
            let onServer = try await Self.followedTagNames(on: server, until: { $0.contains("moths") })
            try session.send("Escape", "/", "BSpace", "BSpace", "BSpace", "BSpace", "Enter")
            let explore = try await session.screenShowing { $0.contains("Hashtags you follow") }

            // then
            #expect(followed.contains("following · f stops"), "\(followed)")
            #expect(onServer.contains("moths"), "the server follows \(onServer)")
            let lines = explore.split(separator: "\n")
            let heading = lines.firstIndex { $0.contains("Hashtags you follow") }
            #expect(heading.map { lines[$0 + 1].contains("#moths") } == true, "\(explore)")
        }
    }

    @Test func testThatAPhotoPostedWithTheTagComesIntoItsOpenGridLive() async throws {
        try await DemoServer.run { server in
            // given: #moths's grid open with one photo post
            let tintype = try TintypeBinary()
            try Self.postPhoto("coffee.jpg", "Morning brew #moths", as: "grace", with: tintype, on: server)
            let (session, _) = try await searchMoths(on: server)
            defer { session.close() }
            try session.send("Enter", "g", "Enter")
            try await session.screenShowing { $0.contains("1 photo post") }
            // when: Alan posts a photo with the tag, and nobody touches a key
            try Self.postPhoto("chelsea-the-cat.jpg", "Cat nap #moths", as: "alan", with: tintype, on: server)
            // then
            let grid = try await session.screenShowing { $0.contains("2 photo posts") }
            #expect(grid.contains(" #moths"), "\(grid)")
        }
    }

    /// One of the demo photos posted with these words, as one of the demo accounts.
    private static func postPhoto(_ photo: String, _ words: String, as user: String, with tintype: TintypeBinary, on server: DemoServer)
        throws
    {
        let path = DemoServer.packageRoot.appendingPathComponent("Resources/Demo/Photos/\(photo)").path
        _ = try tintype.run(["post", "--media", path, "--alt", "A photo", words], instance: server.baseURL, token: "\(user)_token")
    }

    /// The hashtags Ada follows on the server, asked until the condition holds or 30 s have passed.
    private static func followedTagNames(on server: DemoServer, until condition: ([String]) -> Bool) async throws -> [String] {
        try await Polling.value(
            every: .milliseconds(200),
            {
                let tags = try await server.json(at: "/api/v1/followed_tags", as: "ada") as? [[String: Any]] ?? []
                return tags.compactMap { $0["name"] as? String }
            }, until: condition)
    }
}
