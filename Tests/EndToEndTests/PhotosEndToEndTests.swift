import Foundation
import MastodonAPI
import TestSupport
import Testing

/// Photos drawn in the real binary, in tmux, against the demo instance: thumbnails in the feed,
/// the photo large in the post, nothing in colour under NO_COLOR; and the feed's replies.
struct PhotosEndToEndTests {
    /// The pane's width: the tab bar's notices are read whole beside the tabs' names from 120.
    static let columns = 120
    let photo = DemoServer.packageRoot.appendingPathComponent("Resources/Demo/Photos/chelsea-the-cat.jpg").path
    let caption = "Chelsea on the sofa again"
    /// A feed thumbnail's height in rows.
    static let thumbnailRows = 4
    /// Rows a photo shown large in the feed has at least in the tests' 30-row pane: a 3:2 photo
    /// in the square box of a photo whose shape the server did not say.
    static let largePhotoRows = 10

    /// Grace's photo post, published through the binary's own command as the demo seed does.
    private func seedPhotoPost(_ tintype: TintypeBinary, on server: DemoServer) throws {
        try tintype.run(
            ["post", "--media", photo, "--alt", "A tabby cat on a sofa", caption], instance: server.baseURL, token: "grace_token")
    }

    private func openFeed(_ tintype: TintypeBinary, on server: DemoServer, adding extra: [String: String] = [:]) async throws -> TmuxSession
    {
        // Wide enough for the tab bar's notice whole beside the five tabs' names.
        let session = try TmuxSession(
            command: tintype.shellLine(instance: server.baseURL, token: "alan_token", adding: extra), columns: Self.columns)
        try await session.screenShowing { $0.contains("online ·") }
        return session
    }

    /// Lines of the pane with a half block drawn in a 256-colour foreground and background.
    private static func colouredPictureLines(in screen: String) -> Int {
        screen.split(separator: "\n").filter { $0.contains("▀") && $0.contains("38;5;") && $0.contains("48;5;") }.count
    }

    @Test func testThatTheFeedDrawsAColouredThumbnailBesideThePhotoPost() async throws {
        try await DemoServer.run { server in
            // given
            let tintype = try TintypeBinary()
            try seedPhotoPost(tintype, on: server)
            // when
            let session = try await openFeed(tintype, on: server)
            defer { session.close() }
            let screen = try await session.screenShowing(withEscapes: true) { Self.colouredPictureLines(in: $0) >= Self.thumbnailRows }
            // then
            #expect(Self.colouredPictureLines(in: screen) >= Self.thumbnailRows, "the screen was:\n\(screen)")
        }
    }

    @Test func testThatTmuxHoldingPicturesBackIsSaidOnceInTheTabBar() async throws {
        try await DemoServer.run { server in
            // given: Debian's tmux, which draws no pixels and passes none on as it starts
            let tintype = try TintypeBinary()
            // when
            let session = try await openFeed(tintype, on: server)
            defer { session.close() }
            let screen = try await session.screenShowing { $0.contains("tmux allow-passthrough is off") }
            // then
            #expect(screen.split(separator: "\n").first?.contains("photos in half blocks") == true, "the screen was:\n\(screen)")
        }
    }

    @Test func testThatTmuxPassingPicturesOnWithNoTerminalToDrawThemSaysItDrawsNone() async throws {
        try await DemoServer.run { server in
            // given: passthrough on, and no terminal around this tmux to answer through it
            let tintype = try TintypeBinary()
            let command = "tmux set -g allow-passthrough on; " + tintype.shellLine(instance: server.baseURL, token: "alan_token")
            // when
            let session = try TmuxSession(command: command, columns: Self.columns)
            defer { session.close() }
            let screen = try await session.screenShowing { $0.contains("this tmux draws no pixels") }
            // then
            #expect(!screen.contains("allow-passthrough is off"), "the screen was:\n\(screen)")
        }
    }

    @Test func testThatTheTmuxNoticeGoesWithTheNextKey() async throws {
        try await DemoServer.run { server in
            // given
            let tintype = try TintypeBinary()
            let session = try await openFeed(tintype, on: server)
            defer { session.close() }
            try await session.screenShowing { $0.contains("tmux allow-passthrough is off") }
            // when
            try session.send("j")
            let screen = try await session.screenShowing { $0.split(separator: "\n").first?.contains("@alan@") == true }
            // then
            #expect(!screen.contains("tmux allow-passthrough is off"), "the screen was:\n\(screen)")
        }
    }

    @Test func testThatThePostDrawsThePhotoLargerThanTheThumbnail() async throws {
        try await DemoServer.run { server in
            // given
            let tintype = try TintypeBinary()
            try seedPhotoPost(tintype, on: server)
            let session = try await openFeed(tintype, on: server)
            defer { session.close() }
            try await session.screenShowing { $0.contains(caption) }
            // when
            try session.send("Enter")
            try await session.screenShowing { $0.contains("Photo 1/1") }
            let screen = try await session.screenShowing(withEscapes: true) { Self.colouredPictureLines(in: $0) > Self.thumbnailRows }
            // then: the photo over more rows than its thumbnail, its thread still in view under it
            #expect(Self.colouredPictureLines(in: screen) > Self.thumbnailRows, "the screen was:\n\(screen)")
        }
    }

    @Test func testThatTheFeedDrawsIn24BitColourWhereColortermSaysSo() async throws {
        try await DemoServer.run { server in
            // given
            let tintype = try TintypeBinary()
            try seedPhotoPost(tintype, on: server)
            // when
            let session = try await openFeed(tintype, on: server, adding: ["COLORTERM": "truecolor"])
            defer { session.close() }
            let screen = try await session.screenShowing(withEscapes: true) { Self.trueColourPictureLines(in: $0) >= Self.thumbnailRows }
            // then
            #expect(Self.trueColourPictureLines(in: screen) >= Self.thumbnailRows, "the screen was:\n\(screen)")
        }
    }

    /// Lines of the pane with a half block drawn in 24-bit foreground and background colours.
    private static func trueColourPictureLines(in screen: String) -> Int {
        screen.split(separator: "\n").filter { $0.contains("▀") && $0.contains("38;2;") && $0.contains("48;2;") }.count
    }

    @Test func testThatNoColourIsDrawnUnderNoColor() async throws {
        try await DemoServer.run { server in
            // given
            let tintype = try TintypeBinary()
            try seedPhotoPost(tintype, on: server)
            // when
            let session = try await openFeed(tintype, on: server, adding: ["NO_COLOR": "1"])
            defer { session.close() }
            try await session.screenShowing { $0.contains(caption) && $0.contains("alt: A tabby cat") }
            let screen = try session.captureWithEscapes()
            // then
            #expect(!screen.contains("38;5;") && !screen.contains("48;5;") && !screen.contains("▀"), "the screen was:\n\(screen)")
        }
    }

    /// Lines of the pane with at least two pictures side by side: runs of half blocks with a
    /// space between them.
    private static func linesOfPicturesSideBySide(in screen: String) -> Int {
        screen.split(separator: "\n").filter { $0.contains("▀▀▀▀ ▀▀▀▀") }.count
    }

    @Test func testThatAPostsWarningSensitivityAndLanguageFromTheCommandLineReachTheServer() async throws {
        try await DemoServer.run { server in
            // given
            let tintype = try TintypeBinary()
            // when
            let id = try tintype.run(
                ["post", "--media", photo, "--alt", "A tabby cat", "--cw", "Cat asleep", "--sensitive", "--language", "en", caption],
                instance: server.baseURL, token: "grace_token"
            ).trimmingCharacters(in: .whitespacesAndNewlines)
            let held = try await server.client(as: "grace").status(id: id)
            // then
            #expect(held.spoilerText == "Cat asleep" && held.isSensitive && held.language == "en")
        }
    }

    @Test func testThatAPostsWarningIsWhatTheFeedShowsOfIt() async throws {
        try await DemoServer.run { server in
            // given: Grace's photo behind a warning
            let tintype = try TintypeBinary()
            try tintype.run(
                ["post", "--media", photo, "--alt", "A tabby cat", "--cw", "Cat asleep", "--sensitive", caption],
                instance: server.baseURL, token: "grace_token")
            // when
            let session = try await openFeed(tintype, on: server)
            defer { session.close() }
            let screen = try await session.screenShowing { $0.contains("Cat asleep") }
            // then
            #expect(screen.contains("Cat asleep"), "the screen was:\n\(screen)")
        }
    }

    @Test func testThatALanguageThatIsNoCodeIsRefusedBeforeAnythingIsPosted() async throws {
        try await DemoServer.run { server in
            // given
            let tintype = try TintypeBinary()
            // when
            let result = try tintype.runForStatus(
                ["post", "--language", "English", "Words"], instance: server.baseURL, token: "grace_token")
            let posted = try await server.client(as: "grace").homeTimeline(.newest(limit: 40)).items
            // then
            #expect(result.status != 0 && !posted.contains { HTMLToText.convert($0.content).contains("Words") })
        }
    }

    @Test func testThatAProfileShowsItsPhotosAsAGridAndVListsEveryPost() async throws {
        try await DemoServer.run { server in
            // given: Grace posted a photo, a line of text, then another photo
            let tintype = try TintypeBinary()
            try seedPhotoPost(tintype, on: server)
            try tintype.run(["post", "Words only today"], instance: server.baseURL, token: "grace_token")
            let coffee = DemoServer.packageRoot.appendingPathComponent("Resources/Demo/Photos/coffee.jpg").path
            try tintype.run(
                ["post", "--media", coffee, "--alt", "A cup of coffee", "Coffee before compilers"], instance: server.baseURL,
                token: "grace_token")
            let session = try await openFeed(tintype, on: server)
            defer { session.close() }
            try await session.screenShowing { ScreenReading.selectedLines(in: $0).contains { $0.contains("Coffee before compilers") } }
            // when: her profile, from her newest post; then the tile to the right; then the list
            try session.send("u")
            let grid = try await session.screenShowing {
                $0.contains("Grace Hopper @grace@") && Self.linesOfPicturesSideBySide(in: $0) >= 4
            }
            try session.send("l", "Enter")
            let opened = try await session.screenShowing { $0.contains("Post by Grace Hopper") && $0.contains("Photo 1/1") }
            try session.send("Escape")
            try await session.screenShowing { $0.contains("Grace Hopper @grace@") && !$0.contains("Post by") }
            try session.send("v")
            let list = try await session.screenShowing { $0.contains("Words only today") }
            // then
            #expect(Self.linesOfPicturesSideBySide(in: grid) >= 4 && !grid.contains("Words only today"), "the grid was:\n\(grid)")
            #expect(opened.contains(caption), "the second tile is the older photo post:\n\(opened)")
            #expect(list.contains("Coffee before compilers") && list.contains(caption), "the list was:\n\(list)")
        }
    }

    @Test func testThatTheFeedLeavesRepliesInTheirThreadsUntilVIsPressed() async throws {
        try await DemoServer.run { server in
            // given: Grace's post, and Grace's answer under it, both from someone Alan follows
            let tintype = try TintypeBinary()
            try seedPhotoPost(tintype, on: server)
            let grace = try server.client(as: "grace")
            let post = try await grace.homeTimeline(.newest(limit: 5)).items.first { HTMLToText.convert($0.content).contains(caption) }
            let reply = "She has been there since noon"
            _ = try await grace.publishStatus(
                StatusDraft(text: reply, inReplyToId: try #require(post).id), idempotencyKey: UUID().uuidString)
            let session = try await openFeed(tintype, on: server)
            defer { session.close() }
            let postsOnly = try await session.screenShowing { $0.contains(caption) }
            // when
            try session.send("v")
            let withReplies = try await session.screenShowing { $0.contains(reply) }
            // then
            #expect(!postsOnly.contains(reply), "the screen was:\n\(postsOnly)")
            #expect(withReplies.contains(reply), "the screen was:\n\(withReplies)")
        }
    }

    @Test func testThatZShowsTheFeedsPhotosLargeAndTheNextStartRemembersIt() async throws {
        try await DemoServer.run { server in
            // given: the feed's photos shown large, then the app quit
            let tintype = try TintypeBinary()
            try seedPhotoPost(tintype, on: server)
            let first = try await openFeed(tintype, on: server)
            defer { first.close() }
            try await first.screenShowing { $0.contains(caption) }
            try first.send("z")
            try await first.screenShowing(withEscapes: true) { Self.colouredPictureLines(in: $0) >= Self.largePhotoRows }
            try first.send("q")
            try await first.screenShowing { $0.contains("EXITED") }
            // when
            let second = try await openFeed(tintype, on: server)
            defer { second.close() }
            let screen = try await second.screenShowing(withEscapes: true) { Self.colouredPictureLines(in: $0) >= Self.largePhotoRows }
            // then: the photo over many rows, its caption under it
            #expect(Self.colouredPictureLines(in: screen) >= Self.largePhotoRows, "the screen was:\n\(screen)")
        }
    }
}
