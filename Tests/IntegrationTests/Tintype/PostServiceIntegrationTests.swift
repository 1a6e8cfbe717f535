import Foundation
import Logging
import MastodonAPI
import TestSupport
import Testing

@testable import Tintype
@testable import TintypeApp

/// The post service over a real client, a real cache folder and the demo instance.
@Suite(.serialized)
struct PostServiceIntegrationTests {
    let cacheDirectory = TestFolders.unique("tintype-it")

    private func makeService(_ server: DemoServer) throws -> PostServiceImplementation {
        PostServiceImplementation(
            client: try server.client(as: "alan"), cache: FileCache(directory: cacheDirectory),
            cacheKey: "home", pageSize: 4, logger: Logger(label: "test"))
    }

    @Test func testThatTheNextStartSeesTheSameFeedFromTheCache() async throws {
        try await DemoServer.run { server in
            // given
            let fetched = try await makeService(server).obtainNewestHomeTimeline()
            // when
            let cached = await (try makeService(server)).obtainCachedHomeTimeline()
            // then
            #expect(cached?.posts.map(\.id) == fetched.posts.map(\.id))
        }
    }

    @Test func testThatPagingReachesTheEndOfTheFeed() async throws {
        try await DemoServer.run { server in
            // given
            let service = try makeService(server)
            var timeline = try await service.obtainNewestHomeTimeline()
            // when: older pages are asked for until the service says there are none, at most 50 times
            for _ in 0..<50 where timeline.hasOlder {
                timeline = try await service.obtainOlderHomeTimeline()
            }
            // then
            let all = try await server.client(as: "alan").homeTimeline(.newest(limit: 40)).items.map(\.id)
            #expect(!timeline.hasOlder && timeline.posts.map(\.id) == all)
        }
    }

    @Test func testThatPlainFeedListingNamesAuthorsAndCaptions() async throws {
        try await DemoServer.run { server in
            // given
            let configuration = ApplicationConfiguration(
                instance: try InstanceAddress(server.baseURL), token: "alan_token",
                paths: StoragePaths.fromEnvironment(["HOME": cacheDirectory.path])
            )
            // when
            let text = try await FeedListing.render(configuration: configuration, format: .plain, limit: 40)
            // then
            #expect(text.contains("Grace Hopper @grace") && text.contains("easier to ask forgiveness"))
        }
    }
}
