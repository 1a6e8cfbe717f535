import Foundation
import Testing

@testable import MastodonAPI

/// The decoder reads what Foundation's JSONDecoder reads, the same way: checked on texts of every
/// shape made at random, on the fixtures, and on the errors a type sees.
struct FlatJSONDecoderTests {
    /// Any JSON value, decoded through the containers a type would use.
    private indirect enum AnyJSON: Decodable, Equatable {
        case null
        case bool(Bool)
        case integer(Int)
        case number(Double)
        case string(String)
        case array([AnyJSON])
        case object([String: AnyJSON])

        init(from decoder: any Decoder) throws {
            let value = try decoder.singleValueContainer()
            if value.decodeNil() {
                self = .null
            } else if let bool = try? value.decode(Bool.self) {
                self = .bool(bool)
            } else if let integer = try? value.decode(Int.self) {
                self = .integer(integer)
            } else if let number = try? value.decode(Double.self) {
                self = .number(number)
            } else if let string = try? value.decode(String.self) {
                self = .string(string)
            } else if let array = try? value.decode([AnyJSON].self) {
                self = .array(array)
            } else {
                self = .object(try value.decode([String: AnyJSON].self))
            }
        }
    }

    private struct Person: Codable, Equatable {
        var name: String
        var age: Int?
        var joined: Date
    }

    private struct Named: Decodable {
        var name: String
    }

    /// Made-up JSON of every kind of value, the same for every run.
    private struct RandomJSON {
        private var state: UInt64

        init(seed: UInt64) {
            state = seed
        }

        private mutating func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }

        mutating func text(depth: Int = 0) -> String {
            switch next(depth > 3 ? 6 : 8) {
            case 0: return "null"
            case 1: return next(2) == 0 ? "true" : "false"
            case 2: return String(next(2_000_000) - 1_000_000)
            case 3: return ["0.5", "-12.25", "1e3", "2.0", "-0.0", "6.02e23", "1E-7", "9223372036854775807"][next(8)]
            case 4, 5: return string()
            case 6: return "[" + (0..<next(5)).map { _ in text(depth: depth + 1) }.joined(separator: ", ") + "]"
            default:
                let names = Set((0..<next(5)).map { _ in string() })
                return "{" + names.map { "\($0): \(text(depth: depth + 1))" }.joined(separator: ",") + "}"
            }
        }

        private mutating func string() -> String {
            let pieces = ["a", "Grace", " ", "東京", "🌷", "\\\"", "\\\\", "\\/", "\\n", "\\t", "\\u00e9", "\\ud83c\\udf37", "\\u0000", "<p>"]
            return "\"" + (0..<next(12)).map { _ in pieces[next(pieces.count)] }.joined() + "\""
        }
    }

    @Test func testThatTextsOfEveryShapeReadAsFoundationReadsThem() throws {
        // given
        var random = RandomJSON(seed: 23)
        let texts = (0..<400).map { _ in Data(random.text().utf8) }
        // when
        let differing = try texts.filter {
            try FlatJSONDecoder().decode(AnyJSON.self, from: $0) != JSONDecoder().decode(AnyJSON.self, from: $0)
        }
        // then
        #expect(differing.map { String(decoding: $0, as: UTF8.self) } == [])
    }

    @Test func testThatTheDocumentationsStatusReadsAsFoundationReadsIt() throws {
        // given
        let data = try Fixture.data("status-documentation-example")
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        // when
        let flat = try encoder.encode(FlatJSONDecoder().decode(StatusEntity.self, from: data))
        let foundation = try encoder.encode(JSONDecoder().decode(StatusEntity.self, from: data))
        // then
        #expect(flat == foundation)
    }

    @Test func testThatTheDemosGroupedNotificationsReadAsFoundationReadsThem() throws {
        // given
        let data = try Fixture.data("notifications-v2-grouped-demo")
        // when
        let flat = try FlatJSONDecoder().decode(GroupedNotificationsEntity.self, from: data)
        let foundation = try JSONDecoder().decode(GroupedNotificationsEntity.self, from: data)
        // then
        #expect(flat == foundation)
    }

    @Test func testThatADateWrittenByJSONEncoderIsReadBack() throws {
        // given
        let person = Person(name: "Ada", age: nil, joined: Date(timeIntervalSinceReferenceDate: 12_345.678))
        let data = try JSONEncoder().encode(person)
        // when
        let read = try FlatJSONDecoder().decode(Person.self, from: data)
        // then
        #expect(read == person)
    }

    @Test func testThatAMissingMemberIsNamedInTheError() throws {
        // given
        let data = Data(#"{"nom": "Ada"}"#.utf8)
        // when
        let error = caughtError { try FlatJSONDecoder().decode(Named.self, from: data) }
        // then
        guard case .keyNotFound(let key, _)? = error as? DecodingError else {
            Issue.record("expected keyNotFound, got \(String(describing: error))")
            return
        }
        #expect(key.stringValue == "name")
    }

    @Test func testThatAValueOfTheWrongTypeIsAMismatchAtItsPath() throws {
        // given
        let data = Data(#"[{"name": "Ada"}, {"name": 7}]"#.utf8)
        // when
        let error = caughtError { try FlatJSONDecoder().decode([Named].self, from: data) }
        // then
        guard case .typeMismatch(_, let context)? = error as? DecodingError else {
            Issue.record("expected typeMismatch, got \(String(describing: error))")
            return
        }
        #expect(context.codingPath.map { $0.intValue.map(String.init) ?? $0.stringValue } == ["1", "name"])
    }

    @Test func testThatNullForAValueRequiredIsValueNotFound() throws {
        // given
        let data = Data(#"{"name": null}"#.utf8)
        // when
        let error = caughtError { try FlatJSONDecoder().decode(Named.self, from: data) }
        // then
        guard case .valueNotFound? = error as? DecodingError else {
            Issue.record("expected valueNotFound, got \(String(describing: error))")
            return
        }
    }

    @Test func testThatATextThatIsNotJSONIsDataCorrupted() throws {
        // given
        let data = Data("<html>502 Bad Gateway</html>".utf8)
        // when
        let error = caughtError { try FlatJSONDecoder().decode(Named.self, from: data) }
        // then
        guard case .dataCorrupted? = error as? DecodingError else {
            Issue.record("expected dataCorrupted, got \(String(describing: error))")
            return
        }
    }

    @Test func testThatALenientListStepsOverAnElementItCannotRead() throws {
        // given: the second element fails after its first member was read
        let data = Data(#"[{"name": "Ada"}, {"name": 7}, {"name": "Grace"}]"#.utf8)
        // when
        let names = try FlatJSONDecoder().decode(LenientList<Named>.self, from: data).elements.map(\.name)
        // then
        #expect(names == ["Ada", "Grace"])
    }

    @Test func testThatAnOptionalMemberMissingIsNone() throws {
        // given
        let data = Data(#"{"name": "Ada", "joined": 0}"#.utf8)
        // when
        let person = try FlatJSONDecoder().decode(Person.self, from: data)
        // then
        #expect(person.age == nil)
    }

    @Test func testThatMembersAreFoundInAnyOrder() throws {
        // given
        let data = Data(#"{"joined": 0, "age": 36, "name": "Ada"}"#.utf8)
        // when
        let person = try FlatJSONDecoder().decode(Person.self, from: data)
        // then
        #expect(person == Person(name: "Ada", age: 36, joined: Date(timeIntervalSinceReferenceDate: 0)))
    }

    @Test func testThatANumberTooLargeForItsTypeIsAnError() throws {
        // given
        let data = Data("[300]".utf8)
        // when
        let error = caughtError { try FlatJSONDecoder().decode([UInt8].self, from: data) }
        // then
        guard case .dataCorrupted? = error as? DecodingError else {
            Issue.record("expected dataCorrupted, got \(String(describing: error))")
            return
        }
    }

    private func caughtError(_ body: () throws -> Any) -> (any Error)? {
        do {
            _ = try body()
            return nil
        } catch {
            return error
        }
    }
}
