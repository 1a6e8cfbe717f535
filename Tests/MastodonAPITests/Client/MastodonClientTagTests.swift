import Foundation
import TestSupport
import Testing

@testable import MastodonAPI

struct MastodonClientTagTests {
    @Test func testThatAnOlderPageOfATagsPhotosKeepsTheFilter() async throws {
        // given
        let transport = StubTransport(json: "[]")
        // when
        _ = try await MastodonClient.stubbed(transport).tagTimeline("moths", .older(than: "70", limit: 20), onlyMedia: true)
        // then
        #expect(
            transport.lastRequest?.url.absoluteString
                == "https://pixelfed.example/api/v1/timelines/tag/moths?limit=20&only_media=true&max_id=70")
    }

    @Test func testThatATagInAnotherScriptIsEncodedOnce() async throws {
        // given
        let transport = StubTransport(json: "[]")
        // when
        _ = try await MastodonClient.stubbed(transport).tagTimeline("写真", .newest(limit: 20))
        // then
        #expect(
            transport.lastRequest?.url.absoluteString.hasPrefix("https://pixelfed.example/api/v1/timelines/tag/%E5%86%99%E7%9C%9F?") == true
        )
    }

    @Test func testThatWhatNoTagHoldsIsLeftOutOfThePath() async throws {
        // given
        let transport = StubTransport(json: "[]")
        // when
        _ = try await MastodonClient.stubbed(transport).tagTimeline("#moths/../x", .newest(limit: 20))
        // then
        #expect(transport.lastRequest?.url.absoluteString.hasPrefix("https://pixelfed.example/api/v1/timelines/tag/mothsx?") == true)
    }

    @Test func testThatATagIsReadWithItsFollowing() async throws {
        // given
        let transport = StubTransport(json: #"{"name":"moths","following":true,"history":[]}"#)
        // when
        let tag = try await MastodonClient.stubbed(transport).tag("moths")
        // then
        #expect(tag == TagEntity(name: "moths", isFollowing: true))
    }
}
