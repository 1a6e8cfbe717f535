import Foundation
import TestSupport
import Testing

/// The app in Russian, as a person whose locale is Russian starts it: every screen worded from
/// the Russian catalogue, at a full width and at a narrow one.
@Suite(.serialized)
struct LanguagesEndToEndTests {
    /// A Russian locale and nothing that would go before it.
    static let russian = ["LANG": "ru_RU.UTF-8", "LC_ALL": "", "LC_MESSAGES": "", "LANGUAGE": "", "TINTYPE_LANGUAGE": ""]

    /// Texts of the English catalogue that a Russian screen must not show.
    static let english = ["online ·", "loading", "? keys", "the end of", "posts I liked", "new message", "this is you", "Keys"]

    /// The line under the tab bar, where the screen in front names itself.
    private static func titleBar(of screen: String) -> String {
        String(screen.split(separator: "\n", omittingEmptySubsequences: false).dropFirst().first ?? "")
    }

    private static func showsNoEnglish(_ screen: String) -> Bool {
        !english.contains { screen.contains($0) }
    }

    /// Grace's post, Alan's app: the feed, its keys, the post, Activity, Messages and his profile.
    private func walkThroughTheScreens(columns: Int) async throws {
        try await DemoServer.run { server in
            // given: Grace's post in Alan's feed, and his app started under a Russian locale
            let tintype = try TintypeBinary()
            try tintype.run(["post", "Punch cards at dawn"], instance: server.baseURL, token: "grace_token")
            let session = try TmuxSession(
                command: tintype.shellLine(instance: server.baseURL, token: "alan_token", adding: Self.russian), columns: columns)
            defer { session.close() }

            // when, then: each screen is worded in Russian, its counts in the Russian forms
            try await session.screenShowing { $0.contains("Punch cards") && $0.contains("в сети ·") && Self.showsNoEnglish($0) }
            // The feed's end, wherever it falls at this width.
            try session.send("G")
            try await session.screenShowing { $0.contains("конец ленты") && Self.showsNoEnglish($0) }
            try session.send("?")
            try await session.screenShowing { $0.contains("Клавиши") && $0.contains("следующий пост") && Self.showsNoEnglish($0) }
            try session.send("Escape", "g", "Enter")
            try await session.screenShowing { $0.contains("Пост: Grace Hopper") && $0.contains("0 лайков") && Self.showsNoEnglish($0) }
            try session.send("Escape", "2")
            try await session.screenShowing { $0.contains("искать аккаунты, хештеги и посты") && Self.showsNoEnglish($0) }
            try session.send("3")
            try await session.screenShowing { Self.titleBar(of: $0).hasPrefix(" Активность") && Self.showsNoEnglish($0) }
            try session.send("4")
            try await session.screenShowing { $0.contains("n: новое") && $0.contains("конец переписок") && Self.showsNoEnglish($0) }
            try session.send("5")
            try await session.screenShowing { $0.contains("это вы") && $0.contains("1 пост · 1 подписчик") && Self.showsNoEnglish($0) }
        }
    }

    @Test func testThatEveryScreenIsRussianAtEightyColumns() async throws {
        try await walkThroughTheScreens(columns: 80)
    }

    @Test func testThatEveryScreenIsRussianAtFortyColumns() async throws {
        try await walkThroughTheScreens(columns: 40)
    }

    @Test func testThatTintypesOwnVariableWinsOverTheLocale() async throws {
        try await DemoServer.run { server in
            // given: a Russian locale, and TINTYPE_LANGUAGE asking for English
            let tintype = try TintypeBinary()
            var environment = Self.russian
            environment["TINTYPE_LANGUAGE"] = "en"
            // when
            let session = try TmuxSession(
                command: tintype.shellLine(instance: server.baseURL, token: "alan_token", adding: environment), columns: 80)
            defer { session.close() }
            // then
            try await session.screenShowing { $0.contains("online ·") && $0.contains("? keys") }
        }
    }

    @Test func testThatTheCommandsHelpIsRussian() throws {
        // given
        let tintype = try TintypeBinary()
        let environment = tintype.environment.merging(Self.russian) { $1 }.filter { !$0.value.isEmpty }
        // when
        let help = try ChildProcess.run([tintype.path, "post", "--help"], environment: environment)
        // then
        #expect(help.output.contains("Опубликовать пост с фото"), "\(help.output)")
    }
}
