import Foundation
import Testing

@testable import Localisation

struct TranslationTests {
    static let russian = Translation(
        catalogue: Catalogue(
            language: "ru",
            entries: [
                "loadingFeed": .text("загрузка ленты…"),
                "newPosts": .plural(["{count} новый пост", "{count} новых поста", "{count} новых постов"]),
                "notSent": .text("не отправлено: {reason}"),
            ]))

    @Test func testThatATranslatedTextIsShown() {
        // given, when
        let text = Self.russian.text("loadingFeed", "loading the feed…")
        // then
        #expect(text == "загрузка ленты…")
    }

    @Test func testThatAMissingKeyFallsBackToEnglish() {
        // given, when
        let text = Self.russian.text("helpHint", "? keys")
        // then
        #expect(text == "? keys")
    }

    @Test func testThatTheRuleChoosesTheFewForm() {
        // given, when
        let text = Self.russian.plural("newPosts", count: 3, one: "{count} new post", other: "{count} new posts")
        // then
        #expect(text == "3 новых поста")
    }

    @Test func testThatTheRuleChoosesTheManyForm() {
        // given, when
        let text = Self.russian.plural("newPosts", count: 11, one: "{count} new post", other: "{count} new posts")
        // then
        #expect(text == "11 новых постов")
    }

    @Test func testThatPlaceholdersAreFilledInTheTranslation() {
        // given, when
        let text = Self.russian.text("notSent", "not sent: {reason}", ["reason": "тайм-аут"])
        // then
        #expect(text == "не отправлено: тайм-аут")
    }

    @Test func testThatAScopedTranslationIsActiveInItsTask() {
        // given, when
        let text = Translation.$scoped.withValue(Self.russian) { Translation.active.text("loadingFeed", "loading the feed…") }
        // then
        #expect(text == "загрузка ленты…")
    }

    @Test func testThatTheCLocaleReadsNoFile() {
        // given, when
        let loaded = Translation.load(environment: ["LANG": "C"])
        // then
        #expect(loaded.file == nil)
    }

    @Test func testThatRussianIsReadFromTheSourceTree() {
        // given
        let locator = CatalogueLocator(folders: [CatalogueLocator.sourceTreeFolder])
        // when
        let loaded = Translation.load(environment: ["LANG": "ru_RU.UTF-8"], locator: locator)
        // then
        #expect(loaded.translation.catalogue.language == "ru")
    }

    @Test func testThatAMalformedCatalogueFallsBackToEnglishAndSaysWhere() throws {
        // given
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tintype-locale-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("msgctxt \"k\"\nmsgid broken\n".utf8).write(to: folder.appendingPathComponent("ru.po"))
        // when
        let loaded = Translation.load(environment: ["LANG": "ru_RU.UTF-8"], locator: CatalogueLocator(folders: [folder]))
        // then
        #expect(loaded.problem?.hasSuffix("ru.po: line 2: a string must be in double quotes") == true)
    }
}
