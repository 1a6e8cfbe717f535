import Foundation
import MastodonAPI
import TestSupport
import Testing

@testable import Tintype
@testable import TintypeApp

struct TranslationServiceImplementationTests {
    private func translation(of json: String) async throws -> PostTranslation {
        let transport = StubTransport(json: json)
        let service = TranslationServiceImplementation(client: try MastodonClient.stubbed(transport), language: { "en" })
        return try await service.translate(postId: "7")
    }

    @Test func testThatTheTranslatedHTMLBecomesCleanText() async throws {
        // given
        let json = #"{"content": "<p>Moths &amp; bugs\u001b[2J</p>", "detected_source_language": "es", "provider": "DeepL.com"}"#
        // when
        let translated = try await translation(of: json)
        // then
        #expect(translated.caption == "Moths & bugs")
    }

    @Test func testThatWhoTranslatedItIsOneCleanLine() async throws {
        // given
        let json = #"{"content": "<p>Hi</p>", "detected_source_language": "es", "provider": "Evil\n\u001b]0;x\u0007Co"}"#
        // when
        let translated = try await translation(of: json)
        // then
        #expect(translated.provider == "Evil Co" && translated.sourceLanguage == "es")
    }
}
