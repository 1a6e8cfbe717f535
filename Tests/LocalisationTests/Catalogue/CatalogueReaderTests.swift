import Testing

@testable import Localisation

struct CatalogueReaderTests {
    static let russian = """
        # A translator's comment.
        msgid ""
        msgstr ""
        "Language: ru\\n"
        "Plural-Forms: nplurals=3;\\n"

        #. Shown while the feed loads.
        msgctxt "loadingFeed"
        msgid "loading the feed…"
        msgstr "загрузка "
        "ленты…"

        msgctxt "newPosts"
        msgid "{count} new post"
        msgid_plural "{count} new posts"
        msgstr[0] "{count} новый пост"
        msgstr[1] "{count} новых поста"
        msgstr[2] "{count} новых постов"

        msgctxt "untranslated"
        msgid "not yet"
        msgstr ""
        """

    @Test func testThatTheHeaderNamesTheLanguage() throws {
        // given, when
        let catalogue = try CatalogueReader.read(Self.russian)
        // then
        #expect(catalogue.language == "ru")
    }

    @Test func testThatContinuedStringsAreJoined() throws {
        // given, when
        let catalogue = try CatalogueReader.read(Self.russian)
        // then
        #expect(catalogue.entries["loadingFeed"] == .text("загрузка ленты…"))
    }

    @Test func testThatPluralFormsKeepTheirOrder() throws {
        // given, when
        let catalogue = try CatalogueReader.read(Self.russian)
        // then
        #expect(catalogue.entries["newPosts"] == .plural(["{count} новый пост", "{count} новых поста", "{count} новых постов"]))
    }

    @Test func testThatAnEmptyTranslationIsLeftOut() throws {
        // given, when
        let catalogue = try CatalogueReader.read(Self.russian)
        // then
        #expect(catalogue.entries["untranslated"] == nil)
    }

    @Test func testThatTheEnglishSourceIsKept() throws {
        // given, when
        let catalogue = try CatalogueReader.read(Self.russian)
        // then
        #expect(catalogue.sources["newPosts"] == ["{count} new post", "{count} new posts"])
    }

    @Test func testThatExtractedCommentsBecomeNotes() throws {
        // given, when
        let catalogue = try CatalogueReader.read(Self.russian)
        // then
        #expect(catalogue.notes["loadingFeed"] == ["Shown while the feed loads."])
    }

    @Test func testThatKeysKeepTheFileOrder() throws {
        // given, when
        let catalogue = try CatalogueReader.read(Self.russian)
        // then
        #expect(catalogue.keys == ["loadingFeed", "newPosts", "untranslated"])
    }

    @Test func testThatEscapesAreRead() throws {
        // given
        let text = "msgctxt \"k\"\nmsgid \"a\"\nmsgstr \"say \\\"hi\\\"\\n\\\\\""
        // when
        let catalogue = try CatalogueReader.read(text)
        // then
        #expect(catalogue.entries["k"] == .text("say \"hi\"\n\\"))
    }

    @Test func testThatAnUnquotedStringNamesItsLine() {
        // given
        let text = "msgctxt \"k\"\nmsgid \"a\"\nmsgstr oops"
        // when, then
        #expect(throws: CatalogueError(line: 3, reason: "a string must be in double quotes")) { try CatalogueReader.read(text) }
    }

    @Test func testThatAKeyTwiceIsRefused() {
        // given
        let text = "msgctxt \"k\"\nmsgid \"a\"\nmsgstr \"\"\n\nmsgctxt \"k\"\nmsgid \"b\"\nmsgstr \"\""
        // when, then
        #expect(throws: CatalogueError.self) { try CatalogueReader.read(text) }
    }

    @Test func testThatAnUnknownKeywordIsRefused() {
        // given
        let text = "msgctxt \"k\"\nmsgidd \"a\"\nmsgstr \"\""
        // when, then
        #expect(throws: CatalogueError(line: 2, reason: "unknown keyword msgidd")) { try CatalogueReader.read(text) }
    }
}
