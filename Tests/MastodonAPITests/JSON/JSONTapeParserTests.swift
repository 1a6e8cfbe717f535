import Foundation
import Testing

@testable import MastodonAPI

/// What the parser takes as JSON and what it refuses, with where.
struct JSONTapeParserTests {
    private func parses(_ text: String) -> Bool {
        (try? JSONTape(Data(text.utf8))) != nil
    }

    private func syntaxError(_ text: String) -> JSONTape.SyntaxError? {
        do {
            _ = try JSONTape(Data(text.utf8))
            return nil
        } catch {
            return error
        }
    }

    @Test func testThatEveryKindOfValueInsideWhitespaceIsRead() {
        // given
        let text = " \n{\"a\": [1, -2.5e+3, \"x\", true, false, null, {}, []]}\t\r\n"
        // when
        let isRead = parses(text)
        // then
        #expect(isRead)
    }

    @Test func testThatAScalarAloneIsAText() {
        // given
        let text = "\"alone\""
        // when
        let isRead = parses(text)
        // then
        #expect(isRead)
    }

    @Test(arguments: [
        ("  ", "nothing but whitespace"),
        ("[1, 2,]", "a comma before the closing bracket"),
        (#"{"a" 1}"#, "a member without a colon"),
        ("{a: 1}", "a name without quotes"),
        (#"{"a": [1}]"#, "a closing bracket of the other kind"),
        ("[012]", "a number with a leading zero"),
        ("[1.]", "a fraction without digits"),
        ("[1e+]", "an exponent without digits"),
        ("[nul]", "a misspelt word"),
        ("[\"one\ntwo\"]", "a raw line break in a string"),
        ("[\"abcdefghij\u{01}k\"]", "a control character past the first eight plain bytes"),
        (#"["\q"]"#, "an unknown escape"),
        (#"["\u12G4"]"#, "\\u without four hexadecimal digits"),
        ("{} {}", "text after the value"),
    ])
    func testThatATextThatIsNotJSONIsRefused(text: String, whatIsWrong: String) {
        // given the text
        // when
        let isRead = parses(text)
        // then
        #expect(!isRead, "read although it has \(whatIsWrong)")
    }

    @Test func testThatEveryCutShortObjectIsRefused() {
        // given
        let text = #"{"name": "Ada \"A\" L", "ids": [1, 2.5, -3e2], "on": true, "off": false, "none": null}"#
        // when
        let readPrefixes = (0..<text.utf8.count).filter { parses(String(decoding: text.utf8.prefix($0), as: UTF8.self)) }
        // then
        #expect(readPrefixes.isEmpty)
    }

    @Test func testThatNestingToTheLimitIsRead() {
        // given
        let text = String(repeating: "[", count: JSONTape.maximumDepth) + String(repeating: "]", count: JSONTape.maximumDepth)
        // when
        let isRead = parses(text)
        // then
        #expect(isRead)
    }

    @Test func testThatNestingPastTheLimitIsRefusedWithoutExhaustingTheStack() {
        // given: deep enough to overflow a reader that recursed
        let depth = 200_000
        let text = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
        // when
        let error = syntaxError(text)
        // then
        #expect(error?.offset == JSONTape.maximumDepth)
    }

    @Test func testThatTheErrorTellsWhereTheTextWentWrong() {
        // given
        let text = #"{"a": 1, "b": ?}"#
        // when
        let error = syntaxError(text)
        // then
        #expect(error?.description == "expected a value at byte 14")
    }

    @Test func testThatAnObjectKnowsWhereItsNextSiblingStarts() throws {
        // given
        let text = #"[{"a": [1, 2], "b": {"c": null}}, "after"]"#
        // when
        let tape = try JSONTape(Data(text.utf8))
        // then: the array, the object, a, [1, 2], 1, 2, b, {…}, c, null, then "after"
        #expect(tape.values[1].next == 10)
    }

    @Test func testThatAnObjectCountsItsMembers() throws {
        // given
        let text = #"{"a": [1, 2, 3], "b": {}, "c": "x"}"#
        // when
        let tape = try JSONTape(Data(text.utf8))
        // then
        #expect(tape.values[0].count == 3)
    }

    @Test func testThatAnArrayCountsItsElements() throws {
        // given
        let text = #"[[1, 2, 3], {}, "x", [], null]"#
        // when
        let tape = try JSONTape(Data(text.utf8))
        // then
        #expect(tape.values[0].count == 5)
    }
}
