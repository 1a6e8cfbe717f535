import Foundation
import MastodonAPI
import TestSupport
import Testing

/// The Activity tab's likes in the real binary, in tmux, against the demo instance: likes of Ada's post made
/// by others through the API, and the posts Ada liked.
@Suite(.serialized)
struct LikesEndToEndTests {
    /// Ada's app in a new pane, her feed shown with the post that names itself.
    private func openApp(_ tintype: TintypeBinary, on server: DemoServer, showing text: String) async throws -> TmuxSession {
        let session = try TmuxSession(command: tintype.shellLine(instance: server.baseURL, token: "ada_token"))
        try await session.screenShowing { $0.contains("online ·") && $0.contains(text) }
        return session
    }

    private static func tabBar(of screen: String) -> String {
        String(screen.split(separator: "\n", omittingEmptySubsequences: false).first ?? "")
    }

    /// The number beside the Activity tab, or nil when there is none.
    private static func activityCount(in screen: String) -> Int? {
        let bar = tabBar(of: screen)
        guard let range = bar.range(of: "3 Activity ") else { return nil }
        return Int(bar[range.upperBound...].prefix { $0.isNumber })
    }

    @Test func testThatALikeOfMyPostIsCountedShownOpenedAndThenSeen() async throws {
        try await DemoServer.run { server in
            // given: Ada's post, liked by Grace before the app starts, beside the seed's three follows
            let tintype = try TintypeBinary()
            let postId = try tintype.run(["post", "Notes on the Analytical Engine"], instance: server.baseURL, token: "ada_token")
                .trimmingCharacters(in: .whitespacesAndNewlines)
            _ = try await server.client(as: "grace").favourite(statusId: postId)
            var session = try await openApp(tintype, on: server, showing: "Notes on the Analytical Engine")
            defer { session.close() }
            let counted = try await session.screenShowing { Self.activityCount(in: $0) == 4 }

            // when: Katherine likes it too, the Activity tab is shown, and the like's row opened
            _ = try await server.client(as: "katherine").favourite(statusId: postId)
            try session.send("3")
            let likes = try await session.screenShowing {
                $0.contains("Katherine Johnson and Grace Hopper liked your post") && $0.contains("online ·")
            }
            try session.send("Enter")
            let post = try await session.screenShowing {
                $0.contains("Post by Ada Lovelace") && $0.contains("Notes on the Analytical Engine")
            }
            try session.send("q")
            try await session.screenShowing { $0.contains("v: show · m: posts I liked") }
            try session.send("1")
            try await session.screenShowing { $0.contains("online ·") && $0.contains("Notes on the Analytical Engine") }
            // the marker is on the server: a new start counts only what came after it, Alan's like
            let marker = try await Self.marker(on: server)
            session.close()
            _ = try await server.client(as: "alan").favourite(statusId: postId)
            session = try await openApp(tintype, on: server, showing: "Notes on the Analytical Engine")
            let afterRestart = try await session.screenShowing { Self.activityCount(in: $0) != nil }

            // then
            #expect(Self.activityCount(in: counted) == 4, "\(counted)")
            #expect(Self.activityCount(in: likes) == nil, "the count stayed while the activity was shown:\n\(likes)")
            #expect(post.contains("Notes on the Analytical Engine"), "\(post)")
            #expect(marker != nil, "the notifications marker was not moved on the server")
            #expect(Self.activityCount(in: afterRestart) == 1, "the notices seen were counted again:\n\(afterRestart)")
        }
    }

    @Test func testThatALikeCountsLiveWhileTheAppIsOpen() async throws {
        try await DemoServer.run { server in
            // given: Ada's post, nobody's like yet, her feed open, the seed's three follows counted
            let tintype = try TintypeBinary()
            let postId = try tintype.run(["post", "Punched cards, in colour"], instance: server.baseURL, token: "ada_token")
                .trimmingCharacters(in: .whitespacesAndNewlines)
            let session = try await openApp(tintype, on: server, showing: "Punched cards, in colour")
            defer { session.close() }
            try await session.screenShowing { Self.activityCount(in: $0) == 3 }
            // when: Alan likes it, and nobody touches a key
            _ = try await server.client(as: "alan").favourite(statusId: postId)
            let counted = try await session.screenShowing { Self.activityCount(in: $0) == 4 }
            // then
            #expect(Self.activityCount(in: counted) == 4, "\(counted)")
        }
    }

    @Test func testThatUnlikingAPostILikedRemovesItsRowAndTheLike() async throws {
        try await DemoServer.run { server in
            // given: Grace's post, liked by Ada, shown among the posts she liked
            let tintype = try TintypeBinary()
            let postId = try tintype.run(["post", "A moth in relay 70"], instance: server.baseURL, token: "grace_token")
                .trimmingCharacters(in: .whitespacesAndNewlines)
            let ada = try server.client(as: "ada")
            _ = try await ada.favourite(statusId: postId)
            let session = try await openApp(tintype, on: server, showing: "A moth in relay 70")
            defer { session.close() }
            try session.send("3")
            try await session.screenShowing { $0.contains("v: show · m: posts I liked") }
            try session.send("m")
            try await session.screenShowing { $0.contains("Posts I liked") && $0.contains("A moth in relay 70") }

            // when
            try session.send("f")
            // The line says it at the press; the row leaves when the store tells the list, a turn later.
            let afterUnlike = try await session.screenShowing { $0.contains("like taken back") && !$0.contains("A moth in relay 70") }
            let stillLiked = try await Self.isLiked(postId, by: ada, until: { !$0 })

            // then
            #expect(!afterUnlike.contains("A moth in relay 70"), "the row stayed:\n\(afterUnlike)")
            #expect(stillLiked == false, "the server still has Ada's like")
        }
    }

    @Test func testThatTheCommandPrintsWhoLikedWhichPost() async throws {
        try await DemoServer.run { server in
            // given: Ada's post, liked by Alan and Katherine
            let tintype = try TintypeBinary()
            let postId = try tintype.run(["post", "Bernoulli numbers, tabulated"], instance: server.baseURL, token: "ada_token")
                .trimmingCharacters(in: .whitespacesAndNewlines)
            _ = try await server.client(as: "alan").favourite(statusId: postId)
            _ = try await server.client(as: "katherine").favourite(statusId: postId)
            // when
            let printed = try tintype.run(["likes", "--plain"], instance: server.baseURL, token: "ada_token")
            // then
            #expect(
                printed.hasPrefix("Katherine Johnson and Alan Turing liked your post") && printed.contains("Bernoulli numbers, tabulated"),
                "\(printed)")
        }
    }

    /// Polls the server until Ada's notifications marker is set, or thirty seconds passed.
    private static func marker(on server: DemoServer) async throws -> MarkerEntity? {
        let client = try server.client(as: "ada")
        return try await Polling.value({ try await client.notificationsMarker() }, until: { $0 != nil })
    }

    /// Polls the server until the like satisfies the condition, or thirty seconds passed.
    private static func isLiked(_ postId: String, by client: MastodonClient, until condition: (Bool) -> Bool) async throws -> Bool {
        try await Polling.value({ try await client.status(id: postId).isFavourited }, until: condition)
    }
}
