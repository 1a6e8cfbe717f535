import Foundation
import Testing

@testable import MastodonAPI

/// Reading a tape's values: strings with their escapes, numbers, and members found by name.
struct JSONTapeTests {
    /// The tape of `[value]`, and the index of the value in it.
    private func element(_ json: String) throws -> (tape: JSONTape, index: Int) {
        (try JSONTape(Data("[\(json)]".utf8)), 1)
    }

    private func string(_ json: String) throws -> String? {
        let (tape, index) = try element(json)
        return tape.string(at: index)
    }

    private func integer(_ json: String) throws -> Int? {
        let (tape, index) = try element(json)
        return tape.integer(at: index, as: Int.self)
    }

    @Test(arguments: [
        (#""Grace 🌷 東京""#, "Grace 🌷 東京"),
        (#""\" \\ \/ \b \f \n \r \t""#, "\" \\ / \u{08} \u{0C} \n \r \t"),
        (#""\u003cp\u003e caf\u00e9""#, "<p> café"),
        (#""\ud83c\udf37""#, "🌷"),
        // A lone half of a UTF-16 pair, either half, is U+FFFD; so is each of two high halves.
        (#""a\ud83cb""#, "a\u{FFFD}b"),
        (#""a\udf37b""#, "a\u{FFFD}b"),
        (#""\ud83c\ud83c""#, "\u{FFFD}\u{FFFD}"),
    ])
    func testThatAStringIsReadWithItsEscapes(json: String, expected: String) throws {
        // given the JSON
        // when
        let read = try string(json)
        // then
        #expect(read == expected)
    }

    @Test(
        arguments: [
            ("-42", -42),
            ("-9223372036854775808", Int.min),
            ("9223372036854775808", nil),
            // Whole numbers written with a fraction or an exponent are integers; others are not.
            ("2.0", 2),
            ("1e3", 1000),
            ("2.5", nil),
        ] as [(String, Int?)])
    func testThatAnIntegerIsReadWhenItFits(json: String, expected: Int?) throws {
        // given the JSON
        // when
        let read = try integer(json)
        // then
        #expect(read == expected)
    }

    @Test func testThatInvalidUTF8InAStringIsReplaced() throws {
        // given
        let bytes: [UInt8] = Array(#"[""#.utf8) + [0x61, 0xFF, 0x62] + Array(#""]"#.utf8)
        // when
        let read = try JSONTape(Data(bytes)).string(at: 1)
        // then
        #expect(read == "a\u{FFFD}b")
    }

    @Test func testThatANumberIsNoString() throws {
        // given
        let json = "12"
        // when
        let read = try string(json)
        // then
        #expect(read == nil)
    }

    @Test func testThatANegativeNumberIsNoUnsignedInteger() throws {
        // given
        let (tape, index) = try element("-1")
        // when
        let read = tape.integer(at: index, as: UInt.self)
        // then
        #expect(read == nil)
    }

    @Test func testThatADoubleIsRead() throws {
        // given
        let (tape, index) = try element("-1.25e-2")
        // when
        let read = tape.double(at: index)
        // then
        #expect(read == -0.0125)
    }

    @Test func testThatAMemberIsFoundBeforeWhereTheLookStarts() throws {
        // given: looking from the last member, the first is found by starting again
        let tape = try JSONTape(Data(#"{"first": 1, "second": 2, "third": 3}"#.utf8))
        var name = "first"
        // when
        let found = name.withUTF8 { tape.member(named: $0, in: 0, from: 5) }
        // then
        #expect(found == 1)
    }

    @Test func testThatAMemberOfANestedObjectIsNotFoundInTheOuterOne() throws {
        // given
        let tape = try JSONTape(Data(#"{"outer": {"inner": 1}}"#.utf8))
        var name = "inner"
        // when
        let found = name.withUTF8 { tape.member(named: $0, in: 0, from: 1) }
        // then
        #expect(found == nil)
    }

    @Test func testThatAMemberWhoseNameIsEscapedIsFoundByItsCharacters() throws {
        // given
        let tape = try JSONTape(Data(#"{"caf\u00e9": 1}"#.utf8))
        var name = "café"
        // when
        let found = name.withUTF8 { tape.member(named: $0, in: 0, from: 1) }
        // then
        #expect(found == 1)
    }
}
