import Foundation
import MastodonAPI
import TestSupport
import Testing

@testable import Tintype
@testable import TintypeApp

struct TimelineServiceImplementationTests {
    private static func answer(_ json: String) -> Result<HTTPResponse, TransportError> {
        .success(HTTPResponse(status: 200, headers: [("Content-Type", "application/json")], body: Data(json.utf8)))
    }

    @Test func testThatTheLocalTimelineAsksForThisServersPostsAlone() async throws {
        // given
        let transport = StubTransport([Self.answer("[]")])
        let service = TimelineServiceImplementation(client: try MastodonClient.stubbed(transport))
        // when
        _ = try await service.obtainNewestPosts(of: .local, limit: 5)
        // then
        #expect(
            transport.lastRequest?.url.path == "/api/v1/timelines/public"
                && transport.lastRequest?.url.query?.contains("local=true") == true)
    }

    @Test func testThatAListIsFoundByItsTitleWhateverItsCase() async throws {
        // given
        let transport = StubTransport([Self.answer(#"[{"id": "4", "title": "Scientists"}]"#), Self.answer("[]")])
        let service = TimelineServiceImplementation(client: try MastodonClient.stubbed(transport))
        // when
        _ = try await service.obtainNewestPosts(of: .list(title: "SCIENTISTS"), limit: 5)
        // then
        #expect(transport.lastRequest?.url.path == "/api/v1/timelines/list/4")
    }

    @Test func testThatAListNotThereNamesTheListsThereAre() async throws {
        // given
        let transport = StubTransport([Self.answer(#"[{"id": "4", "title": "Scientists\u001b[31m"}]"#)])
        let service = TimelineServiceImplementation(client: try MastodonClient.stubbed(transport))
        // when, then
        await #expect(throws: TimelineError.noSuchList(title: "poets", titles: ["Scientists"])) {
            _ = try await service.obtainNewestPosts(of: .list(title: "poets"), limit: 5)
        }
    }

    @Test func testThatTheTimelineChosenLastIsReadBackBeforeItIsOnDisk() async throws {
        // given: no disk at all, and the federated timeline chosen
        let service = TimelineServiceImplementation(client: try MastodonClient.stubbed(StubTransport(json: "[]")))
        await service.saveChosenTimeline(.federated)
        // when
        let chosen = await service.obtainChosenTimeline()
        // then
        #expect(chosen == .federated)
    }
}
