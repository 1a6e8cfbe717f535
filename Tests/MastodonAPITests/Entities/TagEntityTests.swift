import Foundation
import Testing

@testable import MastodonAPI

struct TagEntityTests {
    @Test func testThatTheDailyUsesAreReadFromTheirStrings() throws {
        // given
        let json = #"{"name":"cats","history":[{"day":"1795478400","uses":"3","accounts":"1"},{"day":"1795392000","uses":"0"}]}"#
        // when
        let tag = try FlatJSONDecoder().decode(TagEntity.self, from: Data(json.utf8))
        // then
        #expect(tag.dailyUses == [3, 0])
    }

    @Test func testThatATagWithoutHistoryOrFollowingIsUnfollowedAndUnused() throws {
        // given
        let json = #"{"name":"cats"}"#
        // when
        let tag = try FlatJSONDecoder().decode(TagEntity.self, from: Data(json.utf8))
        // then
        #expect(tag == TagEntity(name: "cats"))
    }

    @Test func testThatAFollowedTagSaysSo() throws {
        // given
        let json = #"{"name":"cats","following":true}"#
        // when
        let tag = try FlatJSONDecoder().decode(TagEntity.self, from: Data(json.utf8))
        // then
        #expect(tag.isFollowing)
    }

    @Test func testThatATagSurvivesTheCache() throws {
        // given
        let tag = TagEntity(name: "cats", dailyUses: [4, 1], isFollowing: true)
        // when
        let read = try FlatJSONDecoder().decode(TagEntity.self, from: JSONEncoder().encode(tag))
        // then
        #expect(read == tag)
    }
}
