import Foundation
import MastodonAPI
import TestSupport
import Testing

/// A new post written in the app's composer, against the demo instance, checked through its API.
@Suite(.serialized)
struct ComposeEndToEndTests {
    let cat = DemoServer.packageRoot.appendingPathComponent("Resources/Demo/Photos/chelsea-the-cat.jpg").path
    let coffee = DemoServer.packageRoot.appendingPathComponent("Resources/Demo/Photos/coffee.jpg").path

    /// Alan's app with the composer open from Home.
    private func openComposer(_ tintype: TintypeBinary, on server: DemoServer) async throws -> TmuxSession {
        try await tintype.openComposer(on: server, token: "alan_token")
    }

    /// Adds the photo at the path from the photos field, and writes its alt text once it is listed.
    private func addPhoto(_ path: String, altText: String, listedAs line: String, in session: TmuxSession) async throws {
        try session.send("a")
        try await session.screenShowing { $0.contains("Photo path") }
        try session.send(path, "Enter")
        try await session.screenShowing { $0.contains(line) }
        try session.send("Enter")
        try await session.screenShowing { $0.contains("Alt text for photo") }
        try session.send(altText, "Enter")
        try await session.screenShowing { $0.contains(altText) }
    }

    @Test func testThatAPostWithTwoPhotosAndTheirAltTextsIsPublishedOnce() async throws {
        try await DemoServer.run { server in
            // given
            let tintype = try TintypeBinary()
            let session = try await openComposer(tintype, on: server)
            defer { session.close() }
            try session.send("Two friends on a Sunday")
            try session.send("BTab")
            try await addPhoto(cat, altText: "A tabby cat asleep", listedAs: "1. chelsea-the-cat.jpg", in: session)
            try await addPhoto(coffee, altText: "A cup of black coffee", listedAs: "2. coffee.jpg", in: session)
            // when
            try session.send("C-s")
            // The composer closes once the server has the post, which goes on top of Home; a capture
            // taken while the terminal still redraws can hold Home's title over the composer's lines.
            let home = try await session.screenShowing {
                !$0.contains("New post") && !$0.contains("Who sees it") && $0.contains("Two friends on a Sunday")
            }
            // then
            let client = try server.client(as: "alan")
            let alan = try await client.verifyCredentials()
            let posts = try await client.accountStatuses(accountId: alan.id, .newest(limit: 40)).items
                .filter { HTMLToText.convert($0.content) == "Two friends on a Sunday" }
            #expect(posts.count == 1, "posts on the server: \(posts.count)")
            #expect(posts.first?.mediaAttachments.map(\.description) == ["A tabby cat asleep", "A cup of black coffee"])
            #expect(home.contains("▣ 2 photos"), "screen was:\n\(home)")
        }
    }

    @Test func testThatAPostOnItsWayShowsOnHomeAsSendingUntilTheServerHasIt() async throws {
        try await DemoServer.run { server in
            // given: the server takes four seconds to answer a new post
            let tintype = try TintypeBinary()
            let session = try await openComposer(tintype, on: server)
            defer { session.close() }
            try await server.injectFault([
                "match": ["methods": ["POST"], "path": "/api/v1/statuses"], "effect": ["type": "latency", "delay_ms": 4000], "count": 1,
            ])
            try session.send("Slow bread rising")
            // when: the post is sent and the composer left at once
            try session.send("C-s")
            try await session.screenShowing { $0.contains("posting") && $0.contains("New post") }
            try session.send("Escape")
            // then
            let sending = try await session.screenShowing { !$0.contains("New post") && $0.contains("Slow bread rising") }
            let sent = try await session.screenShowing { $0.contains("Slow bread rising") && !$0.contains("sending…") }
            #expect(sending.contains("sending…"), "screen was:\n\(sending)")
            #expect(sent.contains("♡ 0"), "screen was:\n\(sent)")
        }
    }

    @Test func testThatAPostOnItsWayFromHomeShowsAsSendingOnMyProfileOpenInAnotherTab() async throws {
        try await DemoServer.run { server in
            // given: my profile's posts listed (every post, not the grid of photos) on their tab
            // before the post is written; the server takes four seconds to answer a new post
            let tintype = try TintypeBinary()
            let session = try TmuxSession(command: tintype.shellLine(instance: server.baseURL, token: "alan_token"))
            defer { session.close() }
            try await session.screenShowing { $0.contains("online ·") }
            try session.send("5")
            try await session.screenShowing { $0.contains("this is you") && $0.contains("No photos yet") }
            try session.send("v")
            try await session.screenShowing { $0.contains("this is you") && !$0.contains("No photos yet") }
            try session.send("1", "n")
            try await session.screenShowing { $0.contains("New post") }
            try await server.injectFault([
                "match": ["methods": ["POST"], "path": "/api/v1/statuses"], "effect": ["type": "latency", "delay_ms": 4000], "count": 1,
            ])
            try session.send("Proofing overnight")
            // when: the post is sent from Home's composer, and my profile shown meanwhile
            try session.send("C-s")
            try await session.screenShowing { $0.contains("posting") && $0.contains("New post") }
            try session.send("Escape", "5")
            // then
            let sending = try await session.screenShowing { $0.contains("this is you") && $0.contains("Proofing overnight") }
            let sent = try await session.screenShowing { $0.contains("Proofing overnight") && !$0.contains("sending…") }
            #expect(sending.contains("sending…"), "screen was:\n\(sending)")
            #expect(sent.contains("this is you"), "screen was:\n\(sent)")
        }
    }

    @Test func testThatARefusedPostIsWordedAndComesBackWithItsPhotoUploadedOnce() async throws {
        try await DemoServer.run { server in
            // given: the server refuses the first post, after its photo is uploaded
            let tintype = try TintypeBinary()
            let session = try await openComposer(tintype, on: server)
            defer { session.close() }
            try await server.injectFault([
                "match": ["methods": ["POST"], "path": "/api/v1/statuses"],
                "effect": ["type": "status", "status": 422, "body": ["error": "Validation failed: Text is spam"]], "count": 1,
            ])
            try session.send("Spam loaf")
            try session.send("BTab")
            try await addPhoto(cat, altText: "A tabby cat asleep", listedAs: "1. chelsea-the-cat.jpg", in: session)
            // when
            try session.send("C-s")
            let refused = try await session.screenShowing { $0.contains("Text is spam") }
            let uploadedBefore = uploadedIds(tintype, inDrafts: true)
            try session.send("C-s")
            let home = try await session.screenShowing { !$0.contains("New post") && $0.contains("Spam loaf") && !$0.contains("sending…") }
            // then
            let client = try server.client(as: "alan")
            let alan = try await client.verifyCredentials()
            let posts = try await client.accountStatuses(accountId: alan.id, .newest(limit: 40)).items
                .filter { HTMLToText.convert($0.content) == "Spam loaf" }
            #expect(refused.contains("1. chelsea-the-cat.jpg"), "screen was:\n\(refused)")
            #expect(
                posts.count == 1 && !uploadedBefore.isEmpty && posts.first?.mediaAttachments.map(\.id) == uploadedBefore,
                "posts: \(posts), kept: \(uploadedBefore)")
            #expect(!home.contains("not sent"), "screen was:\n\(home)")
        }
    }

    @Test func testThatTintypePostWithNothingToPostOpensTheComposerOverHome() async throws {
        try await DemoServer.run { server in
            // given
            let tintype = try TintypeBinary()
            // when
            let session = try TmuxSession(
                command: tintype.shellLine(arguments: ["post", "--instance", server.baseURL, "--token", "alan_token"]))
            defer { session.close() }
            let composer = try await session.screenShowing { $0.contains("New post") && $0.contains("Photos · 0 of 4") }
            try session.send("Escape")
            // then
            // Home's posts come in under the composer: the feed is there once it is closed.
            let home = try await session.screenShowing { !$0.contains("New post") && $0.contains("online ·") }
            #expect(composer.contains("1 Home"), "screen was:\n\(composer)")
            #expect(home.contains("Grace Hopper"), "screen was:\n\(home)")
        }
    }

    @Test func testThatAPhotoPickedFromAFolderWithThumbnailsIsPosted() async throws {
        try await DemoServer.run { server in
            // given: two pictures in ~/Pictures/Holidays
            let tintype = try TintypeBinary()
            let holidays = tintype.home.appendingPathComponent("Pictures/Holidays")
            try FileManager.default.createDirectory(at: holidays, withIntermediateDirectories: true)
            try FileManager.default.copyItem(atPath: cat, toPath: holidays.appendingPathComponent("cat.jpg").path)
            try FileManager.default.copyItem(atPath: coffee, toPath: holidays.appendingPathComponent("coffee.jpg").path)
            let session = try await openComposer(tintype, on: server)
            defer { session.close() }
            try session.send("Picked, not typed")
            try session.send("BTab")
            // when
            try session.send("p")
            try await session.screenShowing { $0.contains("Choose a photo") && $0.contains("Holidays/") }
            try session.send("Enter")
            let folder = try await session.screenShowing { $0.contains("2 pictures · ~/Pictures/Holidays") }
            try session.send("j", "Enter")
            try await session.screenShowing { $0.contains("1. coffee.jpg") }
            try session.send("C-s")
            try await session.screenShowing { !$0.contains("New post") && $0.contains("Picked, not typed") && !$0.contains("sending…") }
            // then
            let client = try server.client(as: "alan")
            let alan = try await client.verifyCredentials()
            let posts = try await client.accountStatuses(accountId: alan.id, .newest(limit: 40)).items
                .filter { HTMLToText.convert($0.content) == "Picked, not typed" }
            #expect(folder.contains("cat.jpg") && folder.contains("coffee.jpg"), "screen was:\n\(folder)")
            #expect(posts.count == 1 && posts.first?.mediaAttachments.count == 1, "posts: \(posts)")
        }
    }

    @Test func testThatAVideoPickedFromAFolderIsPostedWithItsAltTextAndShowsToPlay() async throws {
        try await DemoServer.run { server in
            // given: a short clip in ~/Pictures/Clips
            let tintype = try TintypeBinary()
            let clips = tintype.home.appendingPathComponent("Pictures/Clips")
            try FileManager.default.createDirectory(at: clips, withIntermediateDirectories: true)
            let clip = DemoServer.packageRoot.appendingPathComponent("Tests/ImagingTests/Fixtures/red-then-blue.mp4").path
            try FileManager.default.copyItem(atPath: clip, toPath: clips.appendingPathComponent("colours.mp4").path)
            let session = try await openComposer(tintype, on: server)
            defer { session.close() }
            try session.send("Two colours, moving")
            try session.send("BTab", "p")
            try await session.screenShowing { $0.contains("Choose a photo") && $0.contains("Clips/") }
            try session.send("Enter")
            let folder = try await session.screenShowing { $0.contains("▶ colours.mp4") }
            // when: picked, described, sent
            try session.send("Enter")
            let added = try await session.screenShowing { $0.contains("1. colours.mp4") }
            try session.send("Enter")
            try await session.screenShowing { $0.contains("Alt text for photo") }
            try session.send("Red, then blue", "Enter")
            try await session.screenShowing { $0.contains("Red, then blue") }
            try session.send("C-s")
            let home = try await session.screenShowing {
                !$0.contains("New post") && $0.contains("Two colours, moving") && $0.contains("▶ 1 video")
            }
            // then
            let client = try server.client(as: "alan")
            let alan = try await client.verifyCredentials()
            let posts = try await client.accountStatuses(accountId: alan.id, .newest(limit: 40)).items
                .filter { HTMLToText.convert($0.content) == "Two colours, moving" }
            #expect(added.contains("video added"), "screen was:\n\(added)")
            #expect(posts.count == 1, "posts on the server: \(posts.count)")
            #expect(
                posts.first?.mediaAttachments.map(\.kind) == [.video], "attachments: \(String(describing: posts.first?.mediaAttachments))")
            #expect(posts.first?.mediaAttachments.map(\.description) == ["Red, then blue"])
            #expect(home.contains("▶ 1 video") && folder.contains("▶ colours.mp4"), "screen was:\n\(home)")
        }
    }

    @Test func testThatAPictureOverTheServersLimitIsRefusedBeforeItIsUploaded() async throws {
        try await DemoServer.run { server in
            // given: an 11 MB JPEG; the demo instance takes pictures up to 10 MB
            let tintype = try TintypeBinary()
            let large = tintype.home.appendingPathComponent("large.jpg")
            try Data([0xFF, 0xD8, 0xFF, 0xE0] + [UInt8](repeating: 0, count: 11 * 1024 * 1024)).write(to: large)
            let session = try await openComposer(tintype, on: server)
            defer { session.close() }
            try session.send("Too heavy")
            try session.send("BTab", "a")
            try await session.screenShowing { $0.contains("Photo path") }
            // when: refused as it is added, or, added before the server's limits came, as it is posted
            try session.send("~/large.jpg", "Enter")
            let afterAdd = try await session.screenShowing { $0.contains("more than this server takes") || $0.contains("1. large.jpg") }
            if !afterAdd.contains("more than this server takes") { try session.send("C-s") }
            // then
            let refused = try await session.screenShowing { $0.contains("more than this server takes") }
            let alan = try await server.client(as: "alan").verifyCredentials()
            let posts = try await server.client(as: "alan").accountStatuses(accountId: alan.id, .newest(limit: 40)).items
                .filter { HTMLToText.convert($0.content) == "Too heavy" }
            #expect(refused.contains("large.jpg is 11 MB") && refused.contains("(10 MB)"), "screen was:\n\(refused)")
            #expect(posts.isEmpty && uploadedIds(tintype).isEmpty, "posts: \(posts)")
        }
    }

    @Test func testThatAPathWithNoFileIsRefusedWithItsPath() async throws {
        try await DemoServer.run { server in
            // given
            let tintype = try TintypeBinary()
            let session = try await openComposer(tintype, on: server)
            defer { session.close() }
            try session.send("BTab", "a")
            try await session.screenShowing { $0.contains("Photo path") }
            // when
            try session.send("/nowhere/cat.jpg", "Enter")
            let screen = try await session.screenShowing { $0.contains("there is no file at /nowhere/cat.jpg") }
            // then
            #expect(screen.contains("Photos · 0 of 4"), "screen was:\n\(screen)")
        }
    }

    @Test func testThatTheDraftSurvivesClosingTheApp() async throws {
        try await DemoServer.run { server in
            // given: a caption written, the app quit with Esc then q
            let tintype = try TintypeBinary()
            let first = try await openComposer(tintype, on: server)
            try first.send("Half-written thought")
            try await first.screenShowing { $0.contains("Half-written thought") }
            try first.send("Escape")
            try await first.screenShowing { $0.contains("Home") && !$0.contains("New post") }
            try first.send("q")
            try await first.screenShowing { $0.contains("EXITED") }
            first.close()
            // when
            let second = try await openComposer(tintype, on: server)
            defer { second.close() }
            // then
            let screen = try await second.screenShowing { $0.contains("Half-written thought") }
            #expect(screen.contains("New post"))
        }
    }

    /// The ids of the photos the outbox has kept as uploaded, read from its files.
    private func uploadedIds(_ tintype: TintypeBinary, inDrafts: Bool = false) -> [String] {
        (inDrafts ? tintype.draftFiles() : tintype.outboxFiles()).flatMap { file -> [String] in
            // The file has a binary header of its own before the record's JSON.
            let text = String(decoding: (try? Data(contentsOf: file)) ?? Data(), as: UTF8.self)
            let pattern = try! Regex(#""uploadedId"\s*:\s*"([^"]+)""#)
            return text.matches(of: pattern).compactMap { $0.output[1].substring.map(String.init) }
        }
    }

    /// The photo of a post on its way is gone when the next start sends it: the row says so, and
    /// does not blame the server, which refused nothing.
    @Test func testThatAPhotoGoneBeforeItIsSentIsSaidToBeUnreadableNotRefused() async throws {
        try await DemoServer.run { server in
            // given: a post with a copy of the cat, killed while its upload waits on a slow server
            let tintype = try TintypeBinary()
            let photo = FileManager.default.temporaryDirectory.appendingPathComponent("tintype-gone-\(UUID().uuidString.prefix(8)).jpg")
            try FileManager.default.copyItem(atPath: cat, toPath: photo.path)
            defer { try? FileManager.default.removeItem(at: photo) }
            let first = try await openComposer(tintype, on: server)
            defer { first.close() }
            try first.send("Where did the cat go")
            try first.send("BTab")
            try await addPhoto(photo.path, altText: "A tabby cat", listedAs: "1. \(photo.lastPathComponent)", in: first)
            try await server.injectFault([
                "match": ["methods": ["POST"], "path": "/api/v2/media"], "effect": ["type": "latency", "delay_ms": 10000], "count": 1,
            ])
            try first.send("C-s")
            try await first.screenShowing { $0.contains("posting") }
            // "posting" shows as the post goes into the outbox; a kill before it is there leaves none
            let queued = try await Polling.holds { !tintype.outboxFiles().isEmpty }
            try #require(queued, "the post never reached the outbox")
            try await first.endApp(of: tintype, instance: server.baseURL)
            // when: the photo is gone, and the app starts again
            try FileManager.default.removeItem(at: photo)
            let second = try TmuxSession(command: tintype.shellLine(instance: server.baseURL, token: "alan_token"))
            defer { second.close() }
            let screen = try await second.screenShowing { $0.contains("Where did the cat go") && $0.contains("cannot be read") }
            // then
            #expect(screen.contains("not sent:") && !screen.contains("refused"), "screen was:\n\(screen)")
        }
    }

    @Test func testThatAPostKilledDuringItsSecondUploadGoesOnFromThereAfterARestart() async throws {
        try await DemoServer.run { server in
            // given: every upload takes three seconds; the post with two photos is sent
            let tintype = try TintypeBinary()
            let first = try await openComposer(tintype, on: server)
            defer { first.close() }
            try first.send("Interrupted twice over")
            try first.send("BTab")
            try await addPhoto(cat, altText: "A tabby cat asleep", listedAs: "1. chelsea-the-cat.jpg", in: first)
            try await addPhoto(coffee, altText: "A cup of black coffee", listedAs: "2. coffee.jpg", in: first)
            try await server.injectFault([
                "match": ["methods": ["POST"], "path": "/api/v2/media"], "effect": ["type": "latency", "delay_ms": 3000], "count": 2,
            ])
            try first.send("C-s")
            // when: the first photo is kept as uploaded, the app is killed during the second
            let keptBeforeKill = try await Polling.value(every: .milliseconds(50), { uploadedIds(tintype) }, until: { !$0.isEmpty })
            let afterKill = try await first.endApp(of: tintype, instance: server.baseURL)
            let second = try TmuxSession(command: tintype.shellLine(instance: server.baseURL, token: "alan_token"))
            defer { second.close() }
            // The post shows as sending at once, and as the server's once it has it.
            try await second.screenShowing { $0.contains("Interrupted twice over") && !$0.contains("sending…") }
            // then
            let client = try server.client(as: "alan")
            let alan = try await client.verifyCredentials()
            let posts = try await client.accountStatuses(accountId: alan.id, .newest(limit: 40)).items
                .filter { HTMLToText.convert($0.content) == "Interrupted twice over" }
            let mediaIds = posts.first?.mediaAttachments.map(\.id) ?? []
            #expect(keptBeforeKill.count == 1, "uploaded before the kill: \(keptBeforeKill)")
            #expect(afterKill.contains("EXITED 137"), "the app was not killed:\n\(afterKill)")
            #expect(posts.count == 1, "posts on the server: \(posts.count)")
            #expect(mediaIds.count == 2 && mediaIds.first == keptBeforeKill.first && Set(mediaIds).count == 2, "media: \(mediaIds)")
            #expect(posts.first?.mediaAttachments.map(\.description) == ["A tabby cat asleep", "A cup of black coffee"])
        }
    }
}
