import Testing

@testable import TextBasics

struct TextSanitizerTests {
    @Test func testThatATitleSequenceGoesWhole() {
        // given
        let text = "hi \u{1B}]0;PWNED\u{07}there"
        // when
        let clean = TextSanitizer.clean(text)
        // then
        #expect(clean == "hi there")
    }

    @Test func testThatAClipboardSequenceEndedByStringTerminatorGoesWhole() {
        // given
        let text = "a\u{1B}]52;c;aGFja2Vk\u{1B}\\b"
        // when
        let clean = TextSanitizer.clean(text)
        // then
        #expect(clean == "ab")
    }

    @Test func testThatAColourSequenceGoesWhole() {
        // given
        let text = "\u{1B}[1;31mred\u{1B}[0m"
        // when
        let clean = TextSanitizer.clean(text)
        // then
        #expect(clean == "red")
    }

    @Test func testThatADeviceControlStringGoesWhole() {
        // given
        let text = "x\u{1B}P1$qm\u{1B}\\y"
        // when
        let clean = TextSanitizer.clean(text)
        // then
        #expect(clean == "xy")
    }

    @Test func testThatACharacterSetSequenceGoesWhole() {
        // given
        let text = "x\u{1B}(0qqq\u{1B}(By"
        // when
        let clean = TextSanitizer.clean(text)
        // then
        #expect(clean == "xqqqy")
    }

    @Test func testThatAnUnendedTitleSequenceTakesOnlyItsLine() {
        // given
        let text = "one\u{1B}]0;PWNED\nnext line"
        // when
        let clean = TextSanitizer.clean(text)
        // then
        #expect(clean == "one\nnext line")
    }

    @Test func testThatALoneEscapeAtTheEndGoes() {
        // given
        let text = "end\u{1B}"
        // when
        let clean = TextSanitizer.clean(text)
        // then
        #expect(clean == "end")
    }

    @Test func testThatAnEightBitControlSequenceGoesWhole() {
        // given
        let text = "a\u{9B}31mb\u{85}c"
        // when
        let clean = TextSanitizer.clean(text)
        // then
        #expect(clean == "abc")
    }

    @Test func testThatAnEightBitTitleSequenceGoesWhole() {
        // given
        let text = "a\u{9D}0;PWNED\u{9C}b"
        // when
        let clean = TextSanitizer.clean(text)
        // then
        #expect(clean == "ab")
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
