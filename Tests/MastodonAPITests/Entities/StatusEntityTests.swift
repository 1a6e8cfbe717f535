import Foundation
import Testing

@testable import MastodonAPI

struct StatusEntityTests {
    private func documentationExample() throws -> StatusEntity {
        try FlatJSONDecoder().decode(StatusEntity.self, from: Fixture.data("status-documentation-example"))
    }

    @Test func testThatDocumentationExampleDecodesItsId() throws {
        // given
        // when
        let status = try documentationExample()
        // then
        #expect(status.id == "103270115826048975")
    }

    @Test func testThatDocumentationExampleDecodesTheAuthor() throws {
        // given
        // when
        let status = try documentationExample()
        // then
        #expect(status.account.displayName == "Eugen")
    }

    @Test func testThatDocumentationExampleDecodesItsLanguage() throws {
        // given
        // when
        let status = try documentationExample()
        // then
        #expect(status.language == "en")
    }

    @Test func testThatDocumentationExampleDecodesTheCounts() throws {
        // given
        // when
        let status = try documentationExample()
        // then
        let counts: [Int] = [status.favouritesCount, status.repliesCount, status.reblogsCount]
        #expect(counts == [11, 5, 6])
    }

    @Test func testThatDocumentationExampleDecodesTheCreationTime() throws {
        // given
        // when
        let status = try documentationExample()
        // then
        #expect(status.createdAt == Date(timeIntervalSince1970: 1_575_776_913.901))
    }

    @Test func testThatUnknownVisibilityDecodesAsUnknown() throws {
        // given
        let json = #"{"id":"1","visibility":"local","account":{"id":"2","username":"a","acct":"a"}}"#
        // when
        let status = try FlatJSONDecoder().decode(StatusEntity.self, from: Data(json.utf8))
        // then
        #expect(status.visibility == .unknown)
    }

    @Test func testThatMissingAndNullFieldsGetDefaults() throws {
        // given
        let json = #"{"id":"1","content":null,"favourites_count":null,"account":{"id":"2","username":"a","acct":"a"}}"#
        // when
        let status = try FlatJSONDecoder().decode(StatusEntity.self, from: Data(json.utf8))
        // then
        #expect(status.content == "" && status.favouritesCount == 0 && status.mediaAttachments.isEmpty)
    }

    @Test func testThatCountSentAsStringIsRead() throws {
        // given
        let json = #"{"id":"1","favourites_count":"12","account":{"id":"2","username":"a","acct":"a"}}"#
        // when
        let status = try FlatJSONDecoder().decode(StatusEntity.self, from: Data(json.utf8))
        // then
        #expect(status.favouritesCount == 12)
    }

    @Test func testThatNumericIdIsReadAsString() throws {
        // given
        let json = #"{"id":42,"account":{"id":2,"username":"a","acct":"a"}}"#
        // when
        let status = try FlatJSONDecoder().decode(StatusEntity.self, from: Data(json.utf8))
        // then
        #expect(status.id == "42")
    }

    @Test func testThatBoostCarriesTheOriginalStatus() throws {
        // given
        let json =
            #"{"id":"9","account":{"id":"2","username":"a","acct":"a"},"reblog":{"id":"7","content":"<p>original</p>","account":{"id":"3","username":"b","acct":"b"}}}"#
        // when
        let status = try FlatJSONDecoder().decode(StatusEntity.self, from: Data(json.utf8))
        // then
        #expect(status.reblog?.id == "7")
    }

    @Test func testThatStatusWithoutAccountFailsToDecode() {
        // given
        let json = #"{"id":"1"}"#
        // when
        let decode = { try FlatJSONDecoder().decode(StatusEntity.self, from: Data(json.utf8)) }
        // then
        #expect(throws: DecodingError.self, performing: decode)
    }

    @Test func testThatLenientListSkipsUnreadableStatuses() throws {
        // given
        let json = #"[{"id":"1","account":{"id":"2","username":"a","acct":"a"}},{"id":"2"},"junk"]"#
        // when
        let list = try FlatJSONDecoder().decode(LenientList<StatusEntity>.self, from: Data(json.utf8))
        // then
        #expect(list.elements.map(\.id) == ["1"])
    }

    @Test func testThatEncodedStatusDecodesToTheSameStatus() throws {
        // given
        let status = try documentationExample()
        // when
        let roundTripped = try FlatJSONDecoder().decode(StatusEntity.self, from: JSONEncoder().encode(status))
        // then
        #expect(roundTripped == status)
    }

    @Test func testThatAFilterMatchedGivesItsTitleAndAction() throws {
        // given
        let json =
            #"{"id":"1","account":{"id":"2","username":"g","acct":"g"},"content":"","filtered":[{"filter":{"id":"5","title":"Spoilers","filter_action":"hide"},"keyword_matches":["finale"]}]}"#
        // when
        let status = try FlatJSONDecoder().decode(StatusEntity.self, from: Data(json.utf8))
        // then
        #expect(status.filtered == [FilterResultEntity(title: "Spoilers", action: "hide")] && status.filtered[0].hides)
    }

    @Test func testThatAnUnreadableFilterIsLeftOut() throws {
        // given: one entry without its filter
        let json = #"{"id":"1","account":{"id":"2","username":"g","acct":"g"},"content":"","filtered":[{"keyword_matches":["x"]}]}"#
        // when
        let status = try FlatJSONDecoder().decode(StatusEntity.self, from: Data(json.utf8))
        // then
        #expect(status.filtered.isEmpty)
    }
}
