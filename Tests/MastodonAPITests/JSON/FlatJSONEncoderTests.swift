import Foundation
import Testing

@testable import MastodonAPI

/// The encoder writes JSON that Foundation reads back to the same values, members in the order a
/// type encodes them.
struct FlatJSONEncoderTests {

    private struct Nothing: Encodable {
        func encode(to encoder: any Encoder) throws {}
    }

    /// Writes a member through a nested container, then one more through the outer one.
    private struct Nested: Encodable {
        enum CodingKeys: String, CodingKey {
            case inner, after
        }

        enum InnerKeys: String, CodingKey {
            case tags
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            var inner = container.nestedContainer(keyedBy: InnerKeys.self, forKey: .inner)
            var tags = inner.nestedUnkeyedContainer(forKey: .tags)
            try tags.encode("moths")
            try tags.encode("space")
            try container.encode(true, forKey: .after)
        }
    }

    /// Writes into its first nested container after a second one took its place.
    private struct StaleContainer: Encodable {
        enum CodingKeys: String, CodingKey {
            case first, second
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            var first = container.nestedContainer(keyedBy: CodingKeys.self, forKey: .first)
            _ = container.nestedContainer(keyedBy: CodingKeys.self, forKey: .second)
            try first.encode(1, forKey: .first)
        }
    }

    private func text(_ value: some Encodable) throws -> String {
        String(decoding: try FlatJSONEncoder().encode(value), as: UTF8.self)
    }

    @Test func testThatValuesOfEveryShapeAreReadBackByFoundationAsTheyWere() throws {
        // given
        var random = RandomJSON(seed: 27)
        let values = try (0..<400).map { _ in try JSONDecoder().decode(AnyJSON.self, from: Data(random.text().utf8)) }
        // when
        let changed = try values.filter { try JSONDecoder().decode(AnyJSON.self, from: FlatJSONEncoder().encode($0)) != $0 }
        // then
        #expect(changed == [])
    }

    @Test func testThatMembersAreWrittenInTheOrderTheTypeEncodesThem() throws {
        // given
        let person = CodablePerson(name: "Ada", age: 36, joined: Date(timeIntervalSinceReferenceDate: 0.5))
        // when
        let json = try text(person)
        // then
        #expect(json == #"{"name":"Ada","age":36,"joined":0.5}"#)
    }

    @Test func testThatAMissingOptionalIsLeftOut() throws {
        // given
        let person = CodablePerson(name: "Ada", age: nil, joined: Date(timeIntervalSinceReferenceDate: 0))
        // when
        let json = try text(person)
        // then
        #expect(json == #"{"name":"Ada","joined":0.0}"#)
    }

    @Test func testThatQuotesBackslashesAndControlCharactersAreEscapedAndTheRestIsNot() throws {
        // given
        let string = "\"a\\b\"\n\t\u{01} / café 🌷"
        // when
        let json = try text([string])
        // then
        #expect(json == #"["\"a\\b\"\n\t\u0001 / café 🌷"]"#)
    }

    @Test func testThatNestedContainersCloseBeforeTheOuterOneGoesOn() throws {
        // given
        let value = Nested()
        // when
        let json = try text(value)
        // then
        #expect(json == #"{"inner":{"tags":["moths","space"]},"after":true}"#)
    }

    @Test func testThatAValueThatEncodesNothingIsAnEmptyObject() throws {
        // given
        let values = [Nothing(), Nothing()]
        // when
        let json = try text(values)
        // then
        #expect(json == "[{},{}]")
    }

    @Test func testThatAContainerUsedAfterAnotherTookItsPlaceIsRefused() throws {
        // given
        let value = StaleContainer()
        // when
        let error = thrownError { try FlatJSONEncoder().encode(value) }
        // then
        guard case .invalidValue? = error as? EncodingError else {
            Issue.record("expected invalidValue, got \(String(describing: error))")
            return
        }
    }

    @Test func testThatANumberThatIsNotFiniteIsRefused() throws {
        // given
        let numbers = [1.5, .infinity]
        // when
        let error = thrownError { try FlatJSONEncoder().encode(numbers) }
        // then
        guard case .invalidValue? = error as? EncodingError else {
            Issue.record("expected invalidValue, got \(String(describing: error))")
            return
        }
    }
}
