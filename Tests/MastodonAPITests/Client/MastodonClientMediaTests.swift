import Foundation
import MastodonAPI
import TestSupport
import Testing

struct MastodonClientMediaTests {
    private static func picture(_ bytes: Int = 4) -> StubTransport {
        StubTransport([.success(HTTPResponse(status: 200, headers: [("Content-Type", "image/jpeg")], body: Data(count: bytes)))])
    }

    @Test func testThatThePhotosBytesAreReturned() async throws {
        // given
        let transport = Self.picture(5)
        // when
        let bytes = try await MastodonClient.stubbed(transport).mediaBytes(at: "https://pixelfed.example/storage/1.jpg", maximumBytes: 100)
        // then
        #expect(bytes.count == 5)
    }

    @Test func testThatTheTokenGoesToTheInstanceItself() async throws {
        // given
        let transport = Self.picture()
        // when
        _ = try await MastodonClient.stubbed(transport).mediaBytes(at: "https://pixelfed.example/storage/1.jpg", maximumBytes: 100)
        // then
        #expect(transport.lastRequest?.header("Authorization") == "Bearer secret-token")
    }

    @Test func testThatTheTokenNeverGoesToAnotherHost() async throws {
        // given: photos served from a CDN
        let transport = Self.picture()
        // when
        _ = try await MastodonClient.stubbed(transport).mediaBytes(at: "https://cdn.example/storage/1.jpg", maximumBytes: 100)
        // then
        #expect(transport.lastRequest?.header("Authorization") == nil)
    }

    @Test func testThatPlainHttpElsewhereIsRefused() async throws {
        // given
        let transport = Self.picture()
        // when
        await #expect(throws: MastodonError.self) {
            try await MastodonClient.stubbed(transport).mediaBytes(at: "http://cdn.example/1.jpg", maximumBytes: 100)
        }
        // then
        #expect(transport.requests.isEmpty)
    }

    @Test func testThatAPictureOverTheCapIsRefused() async throws {
        // given
        let transport = Self.picture(101)
        // when / then
        await #expect(throws: MastodonError.self) {
            try await MastodonClient.stubbed(transport).mediaBytes(at: "https://pixelfed.example/1.jpg", maximumBytes: 100)
        }
    }
}
