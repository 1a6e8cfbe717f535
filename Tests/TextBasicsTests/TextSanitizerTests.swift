import Testing

@testable import TextBasics

struct TextSanitizerTests {
    @Test func testThatEscapeSequenceLosesItsEscape() {
        // given
        let text = "hi \u{1B}]0;owned\u{07}\u{1B}[31mred"
        // when
        let clean = TextSanitizer.clean(text)
        // then
        #expect(clean == "hi ]0;owned[31mred")
    }

    @Test func testThatC1ControlsAreRemoved() {
        // given
        let text = "a\u{9B}31mb\u{85}c"
        // when
        let clean = TextSanitizer.clean(text)
        // then
        #expect(clean == "a31mbc")
    }

    @Test func testThatBidiOverridesAreRemoved() {
        // given
        let text = "user\u{202E}gpj.exe\u{2066}x\u{2069}"
        // when
        let clean = TextSanitizer.clean(text)
        // then
        #expect(clean == "usergpj.exex")
    }

    @Test func testThatInvisibleCharactersAreRemoved() {
        // given
        let text = "a\u{200B}b\u{FEFF}c\u{00AD}d\u{E0041}"
        // when
        let clean = TextSanitizer.clean(text)
        // then
        #expect(clean == "abcd")
    }

    @Test func testThatEmojiJoinersAreKept() {
        // given
        let text = "👩\u{200D}💻 and ❤\u{FE0F}"
        // when
        let clean = TextSanitizer.clean(text)
        // then
        #expect(clean == text)
    }

    @Test func testThatCarriageReturnIsRemovedAndNewlineKept() {
        // given
        let text = "one\r\ntwo"
        // when
        let clean = TextSanitizer.clean(text)
        // then
        #expect(clean == "one\ntwo")
    }

    @Test func testThatLineSeparatorBecomesNewline() {
        // given
        let text = "one\u{2028}two"
        // when
        let clean = TextSanitizer.clean(text)
        // then
        #expect(clean == "one\ntwo")
    }

    @Test func testThatLongRunOfCombiningMarksIsCapped() {
        // given
        let text = "Z" + String(repeating: "\u{0336}", count: 40)
        // when
        let clean = TextSanitizer.clean(text)
        // then
        #expect(clean.unicodeScalars.count == 1 + TextSanitizer.maximumCombiningMarks)
    }

    @Test func testThatCleanLineJoinsLines() {
        // given
        let text = " Grace\nHopper\t"
        // when
        let clean = TextSanitizer.cleanLine(text)
        // then
        #expect(clean == "Grace Hopper")
    }

    @Test func testThatLengthIsCapped() {
        // given
        let text = String(repeating: "a", count: 50)
        // when
        let clean = TextSanitizer.clean(text, maximumLength: 10)
        // then
        #expect(clean.count == 10)
    }

    @Test(arguments: ["\u{115F}", "\u{1160}", "\u{3164}", "\u{FFA0}", "\u{2800}", "\u{206A}", "\u{206F}"])
    func testThatABlankLookingLetterIsRemoved(blank: String) {
        // given
        let name = "Ada" + blank + "Lovelace"
        // when
        let cleaned = TextSanitizer.cleanLine(name)
        // then
        #expect(cleaned == "AdaLovelace")
    }
}
