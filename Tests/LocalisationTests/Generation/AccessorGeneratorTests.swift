import Foundation
import Localisation
import Testing

@testable import Localisation

struct AccessorGeneratorTests {
    static let sourceRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    @Test func testThatTheCommittedAccessorsMatchTheEnglishCatalogue() throws {
        // given
        let english = try String(contentsOf: Self.sourceRoot.appendingPathComponent("Resources/Locales/en.po"), encoding: .utf8)
        let committed = try String(
            contentsOf: Self.sourceRoot.appendingPathComponent("Sources/Localisation/Generated/Strings.swift"), encoding: .utf8)
        // when
        let generated = try AccessorGenerator.source(for: CatalogueReader.read(english), catalogueName: "Resources/Locales/en.po")
        // then
        #expect(generated == committed, "run `make strings`: the accessors and Resources/Locales/en.po differ")
    }

    @Test func testThatAPlainTextBecomesAProperty() throws {
        // given
        let catalogue = Catalogue(language: "en", sources: ["helpHint": ["? keys"]], keys: ["helpHint"])
        // when
        let source = try AccessorGenerator.source(for: catalogue, catalogueName: "en.po")
        // then
        #expect(source.contains("public static var helpHint: String { Translation.active.text(\"helpHint\", \"? keys\") }"))
    }

    @Test func testThatOnePlaceholderBecomesAnUnlabelledParameter() throws {
        // given
        let catalogue = Catalogue(language: "en", sources: ["notSent": ["not sent: {reason}"]], keys: ["notSent"])
        // when
        let source = try AccessorGenerator.source(for: catalogue, catalogueName: "en.po")
        // then
        #expect(source.contains("public static func notSent(_ reason: String) -> String {"))
    }

    @Test func testThatAPluralTakesItsCountFirst() throws {
        // given
        let catalogue = Catalogue(
            language: "en", sources: ["likes": ["{amount} like", "{amount} likes"]], keys: ["likes"])
        // when
        let source = try AccessorGenerator.source(for: catalogue, catalogueName: "en.po")
        // then
        #expect(source.contains("public static func likes(_ count: Int, amount: String) -> String {"))
    }

    @Test func testThatAKeyThatIsNoSwiftNameIsRefused() {
        // given
        let catalogue = Catalogue(language: "en", sources: ["feed.loading": ["x"]], keys: ["feed.loading"])
        // when, then
        #expect(throws: CatalogueError.self) { try AccessorGenerator.source(for: catalogue, catalogueName: "en.po") }
    }
}
