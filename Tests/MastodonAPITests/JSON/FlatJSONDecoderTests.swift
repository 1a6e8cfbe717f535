import Foundation
import Testing

@testable import MastodonAPI

/// The decoder reads what Foundation's JSONDecoder reads, the same way: checked on texts of every
/// shape made at random, on the fixtures, and on the errors a type sees.
struct FlatJSONDecoderTests {

    private struct Named: Decodable {
        var name: String
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
        let person = CodablePerson(name: "Ada", age: nil, joined: Date(timeIntervalSinceReferenceDate: 12_345.678))
        let data = try JSONEncoder().encode(person)
        // when
        let read = try FlatJSONDecoder().decode(CodablePerson.self, from: data)
        // then
        #expect(read == person)
    }

    @Test func testThatAMissingMemberIsNamedInTheError() throws {
        // given
        let data = Data(#"{"nom": "Ada"}"#.utf8)
        // when
        let error = thrownError { try FlatJSONDecoder().decode(Named.self, from: data) }
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
        let error = thrownError { try FlatJSONDecoder().decode([Named].self, from: data) }
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
        let error = thrownError { try FlatJSONDecoder().decode(Named.self, from: data) }
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
        let error = thrownError { try FlatJSONDecoder().decode(Named.self, from: data) }
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
        let person = try FlatJSONDecoder().decode(CodablePerson.self, from: data)
        // then
        #expect(person.age == nil)
    }

    @Test func testThatMembersAreFoundInAnyOrder() throws {
        // given
        let data = Data(#"{"joined": 0, "age": 36, "name": "Ada"}"#.utf8)
        // when
        let person = try FlatJSONDecoder().decode(CodablePerson.self, from: data)
        // then
        #expect(person == CodablePerson(name: "Ada", age: 36, joined: Date(timeIntervalSinceReferenceDate: 0)))
    }

    @Test func testThatANumberTooLargeForItsTypeIsAnError() throws {
        // given
        let data = Data("[300]".utf8)
        // when
        let error = thrownError { try FlatJSONDecoder().decode([UInt8].self, from: data) }
        // then
        guard case .dataCorrupted? = error as? DecodingError else {
            Issue.record("expected dataCorrupted, got \(String(describing: error))")
            return
        }
    }
}
