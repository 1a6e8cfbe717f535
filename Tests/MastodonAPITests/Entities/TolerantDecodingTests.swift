import Foundation
import Testing

@testable import MastodonAPI

/// The lenient reads, each through a probe holding one field of each kind.
struct TolerantDecodingTests {
    private struct Probe: Decodable {
        enum CodingKeys: String, CodingKey {
            case text, count, flag, date
        }

        var text: String?
        var count: Int
        var flag: Bool
        var date: Date?

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            text = container.lenientString(.text)
            count = container.lenientInt(.count)
            flag = container.lenientBool(.flag)
            date = container.lenientDate(.date)
        }
    }

    private func probe(_ json: String) throws -> Probe {
        try FlatJSONDecoder().decode(Probe.self, from: Data(json.utf8))
    }

    @Test func testThatATextSentAsANumberIsReadAsItsDigits() throws {
        // given
        let json = #"{"text":12}"#
        // when
        let read = try probe(json)
        // then
        #expect(read.text == "12")
    }

    @Test func testThatATextSentAsABooleanIsNone() throws {
        // given
        let json = #"{"text":true}"#
        // when
        let read = try probe(json)
        // then
        #expect(read.text == nil)
    }

    @Test func testThatANullTextIsNone() throws {
        // given
        let json = #"{"text":null}"#
        // when
        let read = try probe(json)
        // then
        #expect(read.text == nil)
    }

    @Test func testThatACountSentAsWordsIsZero() throws {
        // given
        let json = #"{"count":"many"}"#
        // when
        let read = try probe(json)
        // then
        #expect(read.count == 0)
    }

    @Test func testThatACountWithAFractionIsZero() throws {
        // given
        let json = #"{"count":2.5}"#
        // when
        let read = try probe(json)
        // then
        #expect(read.count == 0)
    }

    @Test func testThatAFlagSentAsTextIsFalse() throws {
        // given
        let json = #"{"flag":"true"}"#
        // when
        let read = try probe(json)
        // then
        #expect(read.flag == false)
    }

    @Test func testThatATrueFlagIsTrue() throws {
        // given
        let json = #"{"flag":true}"#
        // when
        let read = try probe(json)
        // then
        #expect(read.flag)
    }

    @Test func testThatADateSentAsANumberIsNone() throws {
        // given
        let json = #"{"date":1700000000}"#
        // when
        let read = try probe(json)
        // then
        #expect(read.date == nil)
    }

    @Test func testThatAnEmptyObjectGivesEveryDefault() throws {
        // given
        let json = "{}"
        // when
        let read = try probe(json)
        // then
        #expect(read.text == nil && read.count == 0 && !read.flag && read.date == nil)
    }
}
