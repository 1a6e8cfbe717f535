import Foundation
import TestSupport
import Testing

/// Translation: the real binary in tmux (100x30) against the demo instance over HTTP, whose
/// translation service answers in pig latin.
@Suite(.serialized)
struct TranslationEndToEndTests {
    @Test func testThatTTranslatesThePostEverywhereAndTAgainShowsTheOriginal() async throws {
        try await DemoServer.run { server in
            // given
            let tintype = try TintypeBinary()
            try tintype.run(["post", "Morning drink?"], instance: server.baseURL, token: "grace_token")
            let session = try TmuxSession(command: tintype.shellLine(instance: server.baseURL, token: "alan_token"))
            defer { session.close() }
            try await session.screenShowing { $0.contains("Morning drink?") }
            try await session.press("Enter", thenShowing: "Post by Grace Hopper")
            // when
            let translated = try await session.press("T", thenShowing: "Orningmay inkdray?")
            // then: the translation stands in the caption's place, with where it came from
            #expect(translated.contains("translated from en by mastodon_mock") && !translated.contains("Morning drink?"), "\(translated)")
            try session.send("Escape")
            let home = try await session.screenShowing { !$0.contains("Post by") && $0.contains("Orningmay inkdray?") }
            #expect(home.contains("translated from en"), "Home does not say it is translated:\n\(home)")
            // when: back on the post, T again
            try await session.press("Enter", thenShowing: "Post by Grace Hopper")
            let original = try await session.press("T", thenShowing: "Morning drink?")
            // then
            #expect(!original.contains("Orningmay"), "\(original)")
        }
    }

    @Test func testThatTheCommandLinePrintsTheTranslation() async throws {
        try await DemoServer.run { server in
            // given
            let tintype = try TintypeBinary()
            let postId = try tintype.run(["post", "Morning drink?"], instance: server.baseURL, token: "grace_token")
                .trimmingCharacters(in: .whitespacesAndNewlines)
            // when
            let printed = try tintype.run(["translate", postId], instance: server.baseURL, token: "alan_token")
            // then
            #expect(printed == "Orningmay inkdray?\ntranslated from en · mastodon_mock\n", "\(printed)")
        }
    }
}
