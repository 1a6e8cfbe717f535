import Foundation
import Testing

@testable import Localisation

/// Every catalogue in Resources/Locales against the English one: a language is complete, its
/// placeholders are the English ones, and it has as many plural forms as its rule.
struct ShippedCataloguesTests {
    static let folder = CatalogueLocator.sourceTreeFolder

    static let translations: [String] = {
        let files = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return files.filter { $0.hasSuffix(".po") && $0 != "en.po" }.sorted()
    }()

    static func catalogue(_ name: String) throws -> Catalogue {
        try CatalogueReader.read(String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8))
    }

    @Test func testThatRussianIsShipped() {
        // given, when, then
        #expect(Self.translations.contains("ru.po"))
    }

    @Test(arguments: translations)
    func testThatEveryEnglishKeyIsTranslated(file: String) throws {
        // given
        let english = try Self.catalogue("en.po")
        // when
        let translation = try Self.catalogue(file)
        // then
        let missing = english.keys.filter { translation.entries[$0] == nil }
        #expect(missing.isEmpty, "\(file) has no text for \(missing.joined(separator: ", "))")
    }

    @Test(arguments: translations)
    func testThatNoKeyIsUnknownToEnglish(file: String) throws {
        // given
        let english = try Self.catalogue("en.po")
        // when
        let translation = try Self.catalogue(file)
        // then
        let unknown = translation.keys.filter { english.sources[$0] == nil }
        #expect(unknown.isEmpty, "\(file) has keys English does not: \(unknown.joined(separator: ", "))")
    }

    @Test(arguments: translations)
    func testThatTheEnglishSourcesAreCurrent(file: String) throws {
        // given
        let english = try Self.catalogue("en.po")
        // when
        let translation = try Self.catalogue(file)
        // then
        let stale = english.keys.filter { translation.sources[$0] != nil && translation.sources[$0] != english.sources[$0] }
        #expect(stale.isEmpty, "\(file) translates an older English text of \(stale.joined(separator: ", "))")
    }

    @Test(arguments: translations)
    func testThatPlaceholdersAreTheEnglishOnes(file: String) throws {
        // given
        let english = try Self.catalogue("en.po")
        // when
        let translation = try Self.catalogue(file)
        // then
        let wrong = english.keys.filter { key in
            // A plural's count is always there to be shown; a form may leave it out.
            let sources = english.sources[key] ?? []
            let implied: Set<String> = sources.count == 2 ? ["count"] : []
            let expected = Set(sources.flatMap(Placeholders.names(in:))).union(implied)
            let texts: [String]
            switch translation.entries[key] {
            case .text(let text)?: texts = [text]
            case .plural(let forms)?: texts = forms
            case nil: return false
            }
            return Set(texts.flatMap(Placeholders.names(in:))).union(implied) != expected
        }
        #expect(wrong.isEmpty, "\(file) changes the placeholders of \(wrong.joined(separator: ", "))")
    }

    @Test(arguments: translations)
    func testThatPluralsHaveTheFormsOfTheLanguage(file: String) throws {
        // given
        let translation = try Self.catalogue(file)
        // when
        let rule = PluralRule.forLanguage(translation.language)
        // then
        let wrong = translation.keys.filter { key in
            guard case .plural(let forms)? = translation.entries[key] else { return false }
            return forms.count != rule.categories.count
        }
        #expect(wrong.isEmpty, "\(file): \(wrong.joined(separator: ", ")) need \(rule.categories.count) forms")
    }
}
