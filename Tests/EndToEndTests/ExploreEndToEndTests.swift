import Foundation
import MastodonAPI
import TestSupport
import Testing

/// Finding people, hashtags and posts, against the demo instance.
@Suite(.serialized)
struct ExploreEndToEndTests {
    @Test func testThatTheSearchCommandFindsGraceAndHerHashtag() async throws {
        try await DemoServer.run { server in
            // given: a post of Grace's with a hashtag
            let tintype = try TintypeBinary()
            _ = try await server.client(as: "grace").publishStatus(
                StatusDraft(text: "Debugging by candlelight #moths"), idempotencyKey: UUID().uuidString)
            // when
            let people = try tintype.run(["search", "gra", "--plain"], instance: server.baseURL, token: "ada_token")
            let tags = try tintype.run(["search", "moth", "--tags"], instance: server.baseURL, token: "ada_token")
            // then
            #expect(people.hasPrefix("Accounts\nGrace Hopper @grace · id "), "\(people)")
            #expect(tags.hasPrefix("Hashtags\n#moths · "), "\(tags)")
        }
    }
}
