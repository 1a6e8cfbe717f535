import Foundation
import TestSupport
import Testing

@testable import MastodonAPI

struct MastodonClientSearchTests {
    @Test func testThatASearchSendsTheQueryWithoutResolving() async throws {
        // given
        let transport = StubTransport(json: "{}")
        // when
        _ = try await MastodonClient.stubbed(transport).search("gra ce")
        // then
        #expect(transport.lastRequest?.url.absoluteString == "https://pixelfed.example/api/v2/search?q=gra%20ce&resolve=false&limit=20")
    }

    @Test func testThatASearchOfOneKindAsksForThatKindResolved() async throws {
        // given
        let transport = StubTransport(json: "{}")
        // when
        _ = try await MastodonClient.stubbed(transport).search("grace@pixelfed.social", kind: .accounts, resolve: true, limit: 5)
        // then
        #expect(
            transport.lastRequest?.url.absoluteString
                == "https://pixelfed.example/api/v2/search?q=grace@pixelfed.social&type=accounts&resolve=true&limit=5")
    }

    @Test func testThatEachKindOfResultIsRead() async throws {
        // given
        let json =
            #"{"accounts":[\#(StubJSON.account())],"hashtags":[{"name":"cats","history":[]}],"statuses":[\#(StubJSON.status(id: "9"))]}"#
        let transport = StubTransport(json: json)
        // when
        let results = try await MastodonClient.stubbed(transport).search("c")
        // then
        #expect(
            results.accounts.map(\.acct) == ["grace"] && results.hashtags.map(\.name) == ["cats"] && results.statuses.map(\.id) == ["9"])
    }

    @Test func testThatAnUnreadableResultIsLeftOutAndTheRestKept() async throws {
        // given: an account without an id beside a readable one
        let transport = StubTransport(json: #"{"accounts":[{"username":"x"},\#(StubJSON.account())]}"#)
        // when
        let results = try await MastodonClient.stubbed(transport).search("g")
        // then
        #expect(results.accounts.map(\.acct) == ["grace"])
    }

    @Test func testThatTrendingTagsAreRead() async throws {
        // given
        let transport = StubTransport(json: #"[{"name":"computing","history":[{"uses":"3"}]}]"#)
        // when
        let tags = try await MastodonClient.stubbed(transport).trendingTags()
        // then
        #expect(tags == [TagEntity(name: "computing", dailyUses: [3])])
    }

    @Test func testThatASuggestionIsItsAccount() async throws {
        // given
        let transport = StubTransport(json: #"[{"source":"staff","account":\#(StubJSON.account(id: "4", acct: "katherine"))}]"#)
        // when
        let accounts = try await MastodonClient.stubbed(transport).suggestedAccounts()
        // then
        #expect(accounts.map(\.acct) == ["katherine"])
    }
}
