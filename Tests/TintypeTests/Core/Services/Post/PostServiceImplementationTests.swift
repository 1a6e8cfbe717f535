import Foundation
import Logging
import MastodonAPI
import TestSupport
import Testing

@testable import Tintype
@testable import TintypeApp

struct PostServiceImplementationTests {
    let cache = FileCache(directory: TestFolders.unique("tintype-service"))

    private func makeService(_ transport: StubTransport) throws -> PostServiceImplementation {
        PostServiceImplementation(client: try .stubbed(transport), cache: cache, cacheKey: "home", logger: Logger(label: "test"))
    }

    @Test func testThatNewestTimelineIsSavedForTheNextStart() async throws {
        // given
        let transport = StubTransport(json: StubJSON.timeline(ids: ["3", "2"]))
        _ = try await makeService(transport).obtainNewestHomeTimeline()
        // when
        let cached = await (try makeService(transport)).obtainCachedHomeTimeline()
        // then
        #expect(cached?.posts.map(\.id) == ["3", "2"])
    }

    @Test func testThatNoCacheIsAMiss() async throws {
        // given
        let service = try makeService(StubTransport(json: "[]"))
        // when
        let cached = await service.obtainCachedHomeTimeline()
        // then
        #expect(cached == nil)
    }

    @Test func testThatUnreadableCacheIsAMiss() async throws {
        // given
        try cache.write(Data("not json".utf8), for: "home")
        let service = try makeService(StubTransport(json: "[]"))
        // when
        let cached = await service.obtainCachedHomeTimeline()
        // then
        #expect(cached == nil)
    }

    @Test func testThatOlderPageContinuesFromTheLinkHeader() async throws {
        // given
        let transport = StubTransport(json: StubJSON.timeline(ids: ["3", "2"]), headers: [StubJSON.link(olderThan: "2")])
        let service = try makeService(transport)
        _ = try await service.obtainNewestHomeTimeline()
        // when
        _ = try await service.obtainOlderHomeTimeline()
        // then
        #expect(transport.lastRequest?.url.query?.contains("max_id=2") == true)
    }

    @Test func testThatOlderPageAfterTheEndAsksNothing() async throws {
        // given
        let transport = StubTransport(json: StubJSON.timeline(ids: ["1"]))
        let service = try makeService(transport)
        _ = try await service.obtainNewestHomeTimeline()
        // when
        let older = try await service.obtainOlderHomeTimeline()
        // then
        #expect(older.posts.map(\.id) == ["1"] && !older.hasOlder && transport.requests.count == 1)
    }

    @Test func testThatOlderPageFromTheCacheContinuesWhereTheCacheEnds() async throws {
        // given
        let first = StubTransport(json: StubJSON.timeline(ids: ["3", "2"]), headers: [StubJSON.link(olderThan: "2")])
        _ = try await makeService(first).obtainNewestHomeTimeline()
        let second = StubTransport(json: StubJSON.timeline(ids: ["1"]))
        let restarted = try makeService(second)
        _ = await restarted.obtainCachedHomeTimeline()
        // when
        _ = try await restarted.obtainOlderHomeTimeline()
        // then
        #expect(second.lastRequest?.url.query?.contains("max_id=2") == true)
    }

    @Test func testThatNewestPageMergesAboveTheKeptTimeline() async throws {
        // given
        let transport = StubTransport(json: StubJSON.timeline(ids: ["3", "2"]))
        let service = try makeService(transport)
        _ = try await service.obtainNewestHomeTimeline()
        transport.answer(with: [.success(HTTPResponse(status: 200, body: Data(StubJSON.timeline(ids: ["4", "3"]).utf8)))])
        _ = try await service.obtainNewestHomeTimeline()
        // when
        let cached = await (try makeService(transport)).obtainCachedHomeTimeline()
        // then
        #expect(cached?.posts.map(\.id) == ["4", "3", "2"])
    }

    @Test func testThatServerFailureIsThrown() async throws {
        // given
        let service = try makeService(StubTransport(status: 503, json: #"{"error":"down"}"#))
        // when
        let error = await caughtError { _ = try await service.obtainNewestHomeTimeline() }
        // then
        #expect(error as? MastodonError == .server(status: 503, message: "down"))
    }

    @Test func testThatTheNewestPageComesAboveTheKeptTimeline() async throws {
        // given
        let transport = StubTransport(json: StubJSON.timeline(ids: ["3", "2"]), headers: [StubJSON.link(olderThan: "2")])
        let service = try makeService(transport)
        _ = try await service.obtainNewestHomeTimeline()
        transport.answer(with: [
            .success(
                HTTPResponse(
                    status: 200, headers: [("Content-Type", "application/json")],
                    body: Data(StubJSON.timeline(ids: ["5", "4", "3"]).utf8)))
        ])
        // when
        let slice = try await service.obtainNewestHomeTimeline()
        // then
        #expect(slice.posts.map(\.id) == ["5", "4", "3", "2"])
    }

    @Test func testThatAPostUpdatedElsewhereIsKeptInTheTimeline() async throws {
        // given
        let transport = StubTransport(json: StubJSON.timeline(ids: ["3", "2"]), headers: [StubJSON.link(olderThan: "2")])
        let service = try makeService(transport)
        _ = try await service.obtainNewestHomeTimeline()
        let liked = StatusEntity(
            id: "2", createdAt: nil, account: AccountEntity(id: "1", username: "g", acct: "g", displayName: "G"),
            content: "<p>hello</p>", favouritesCount: 1, isFavourited: true)
        // when
        await service.updateLoadedPost(liked)
        // then
        #expect(await service.obtainLoadedPost(id: "2")?.isLiked == true)
    }

    @Test func testThatAPostFetchedAgainIsKeptInTheTimeline() async throws {
        // given
        let transport = StubTransport(json: StubJSON.timeline(ids: ["3", "2"]))
        let service = try makeService(transport)
        _ = try await service.obtainNewestHomeTimeline()
        transport.answer(with: [
            .success(HTTPResponse(status: 200, headers: [], body: Data(StubJSON.status(id: "2", content: "<p>edited</p>").utf8)))
        ])
        // when
        _ = try await service.obtainPost(id: "2")
        // then
        #expect(await service.obtainLoadedPost(id: "2")?.caption == "edited")
    }

    @Test func testThatALikeOfABoostedPostIsKeptInTheBoost() async throws {
        // given
        let boosted =
            #"{"id":"9","created_at":"2026-11-21T10:00:00.000Z","content":"","account":\#(StubJSON.account(id: "2")),"reblog":\#(StubJSON.status(id: "2"))}"#
        let transport = StubTransport(json: "[" + boosted + "]")
        let service = try makeService(transport)
        _ = try await service.obtainNewestHomeTimeline()
        let liked = StatusEntity(
            id: "2", createdAt: nil, account: AccountEntity(id: "1", username: "g", acct: "g", displayName: "G"),
            content: "<p>hello</p>", favouritesCount: 1, isFavourited: true)
        // when
        await service.updateLoadedPost(liked)
        // then
        #expect(await service.obtainLoadedPost(id: "9")?.isLiked == true)
    }

    /// A service with 250 posts loaded, "250" to "1", newest first: a page of 200, then one of 50.
    private func serviceWithTwoHundredAndFiftyPosts() async throws -> PostServiceImplementation {
        let newest = (51...250).reversed().map(String.init)
        let transport = StubTransport(json: StubJSON.timeline(ids: newest), headers: [StubJSON.link(olderThan: "51")])
        let service = try makeService(transport)
        _ = try await service.obtainNewestHomeTimeline()
        transport.answer(with: [
            .success(HTTPResponse(status: 200, headers: [], body: Data(StubJSON.timeline(ids: (1...50).reversed().map(String.init)).utf8)))
        ])
        _ = try await service.obtainOlderHomeTimeline()
        return service
    }

    @Test func testThatTheNextStartShowsTheNewestTwoHundredAndGoesOnAfterThem() async throws {
        // given
        _ = try await serviceWithTwoHundredAndFiftyPosts()
        // when
        let cached = await (try makeService(StubTransport(json: "[]"))).obtainCachedHomeTimeline()
        // then
        #expect(cached?.posts.count == 200 && cached?.posts.last?.id == "51" && cached?.hasOlder == true)
    }

    @Test func testThatAPostPastTheSavedOnesIsUpdatedToo() async throws {
        // given
        let service = try await serviceWithTwoHundredAndFiftyPosts()
        let liked = StatusEntity(
            id: "7", createdAt: nil, account: AccountEntity(id: "1", username: "g", acct: "g", displayName: "G"),
            content: "<p>hello</p>", favouritesCount: 1, isFavourited: true)
        // when
        await service.updateLoadedPost(liked)
        // then
        #expect(await service.obtainLoadedPost(id: "7")?.isLiked == true)
    }

    @Test func testThatAPostAFilterOfMineHidesIsLeftOutOfTheTimeline() async throws {
        // given: the finale hidden by my "Spoilers" filter
        let hidden =
            #"{"id":"2","created_at":"2026-11-21T10:00:00.000Z","content":"<p>The finale</p>","account":\#(StubJSON.account(id: "2")),"filtered":[{"filter":{"id":"5","title":"Spoilers","filter_action":"hide"},"keyword_matches":["finale"]}]}"#
        let transport = StubTransport(json: "[" + StubJSON.status(id: "3") + "," + hidden + "]")
        // when
        let slice = try await makeService(transport).obtainNewestHomeTimeline()
        // then
        #expect(slice.posts.map(\.id) == ["3"])
    }

    @Test func testThatTheRepliesChoiceIsRememberedByTheNextStart() async throws {
        // given
        let preferences = FileCache(
            directory: TestFolders.unique("tintype-prefs"))
        let transport = StubTransport(json: "[]")
        let first = PostServiceImplementation(
            client: try .stubbed(transport), cache: cache, cacheKey: "home", logger: Logger(label: "test"), preferences: preferences)
        await first.saveShowsReplies(true)
        // when
        let next = PostServiceImplementation(
            client: try .stubbed(transport), cache: cache, cacheKey: "home", logger: Logger(label: "test"), preferences: preferences)
        // then
        #expect(await next.obtainShowsReplies())
    }

    @Test func testThatTheFeedStartsWithoutReplies() async throws {
        #expect(await (try makeService(StubTransport(json: "[]"))).obtainShowsReplies() == false)
    }

    @Test func testThatTheLargePhotosChoiceIsRememberedByTheNextStart() async throws {
        // given
        let preferences = FileCache(
            directory: TestFolders.unique("tintype-prefs"))
        let transport = StubTransport(json: "[]")
        let first = PostServiceImplementation(
            client: try .stubbed(transport), cache: cache, cacheKey: "home", logger: Logger(label: "test"), preferences: preferences)
        await first.saveShowsLargePhotos(true)
        // when
        let next = PostServiceImplementation(
            client: try .stubbed(transport), cache: cache, cacheKey: "home", logger: Logger(label: "test"), preferences: preferences)
        // then
        #expect(await next.obtainShowsLargePhotos())
    }

    @Test func testThatTheFeedStartsWithCompactRows() async throws {
        #expect(await (try makeService(StubTransport(json: "[]"))).obtainShowsLargePhotos() == false)
    }

    @Test func testThatTheConfiguredFeedHoldsBeforeAnyChoice() async throws {
        // given
        let service = PostServiceImplementation(
            client: try .stubbed(StubTransport(json: "[]")), cache: cache, cacheKey: "home", logger: Logger(label: "test"),
            preferences: FileCache(directory: TestFolders.unique("tintype-prefs")), defaults: FeedDefaults(showsReplies: true))
        // when
        let showsReplies = await service.obtainShowsReplies()
        // then
        #expect(showsReplies)
    }

    @Test func testThatAChoiceMadeWinsOverTheConfiguredFeed() async throws {
        // given
        let preferences = FileCache(directory: TestFolders.unique("tintype-prefs"))
        let first = PostServiceImplementation(
            client: try .stubbed(StubTransport(json: "[]")), cache: cache, cacheKey: "home", logger: Logger(label: "test"),
            preferences: preferences, defaults: FeedDefaults(showsLargePhotos: true))
        await first.saveShowsLargePhotos(false)
        // when
        let next = PostServiceImplementation(
            client: try .stubbed(StubTransport(json: "[]")), cache: cache, cacheKey: "home", logger: Logger(label: "test"),
            preferences: preferences, defaults: FeedDefaults(showsLargePhotos: true))
        // then
        #expect(await next.obtainShowsLargePhotos() == false)
    }
}
