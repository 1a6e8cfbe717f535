import Foundation
import TestSupport
import Testing

@testable import MastodonAPI

struct MastodonClientAccountTests {
    @Test func testThatALookupSendsTheHandleWithoutItsAt() async throws {
        // given
        let transport = StubTransport(json: StubJSON.account())
        // when
        _ = try await MastodonClient.stubbed(transport).lookupAccount(handle: "@grace@pixelfed.social")
        // then
        #expect(transport.lastRequest?.url.absoluteString == "https://pixelfed.example/api/v1/accounts/lookup?acct=grace@pixelfed.social")
    }

    @Test func testThatAccountPostsLeaveOutBoosts() async throws {
        // given
        let transport = StubTransport(json: "[]")
        // when
        _ = try await MastodonClient.stubbed(transport).accountStatuses(accountId: "7", .older(than: "70", limit: 20))
        // then
        #expect(
            transport.lastRequest?.url.absoluteString
                == "https://pixelfed.example/api/v1/accounts/7/statuses?limit=20&exclude_reblogs=true&max_id=70")
    }

    @Test func testThatAnOlderPageOfMediaKeepsTheFilter() async throws {
        // given
        let transport = StubTransport(json: "[]")
        // when
        _ = try await MastodonClient.stubbed(transport).accountStatuses(accountId: "7", .older(than: "70", limit: 20), onlyMedia: true)
        // then
        #expect(
            transport.lastRequest?.url.absoluteString
                == "https://pixelfed.example/api/v1/accounts/7/statuses?limit=20&exclude_reblogs=true&only_media=true&max_id=70")
    }

    @Test func testThatTheRelationshipIsAskedForOneAccount() async throws {
        // given
        let transport = StubTransport(json: #"[{"id":"7","followed_by":true}]"#)
        // when
        let relationship = try await MastodonClient.stubbed(transport).relationship(accountId: "7")
        // then
        #expect(transport.lastRequest?.url.query == "id%5B%5D=7" && relationship.isFollowedBy)
    }

    @Test func testThatARelationshipListWithoutTheAccountIsMalformed() async throws {
        // given
        let transport = StubTransport(json: "[]")
        // when
        let error = await caughtError { _ = try await MastodonClient.stubbed(transport).relationship(accountId: "7") }
        // then
        #expect(error is MastodonError)
    }

    @Test func testThatFollowersPageOnByTheLinkHeader() async throws {
        // given
        let transport = StubTransport(json: "[" + StubJSON.account() + "]", headers: [StubJSON.link(olderThan: "40")])
        // when
        let page = try await MastodonClient.stubbed(transport).followers(accountId: "7", .newest(limit: 40))
        // then
        #expect(page.items.count == 1 && page.older?.maxId == "40")
    }

    @Test func testThatAnAccountIdIsEscapedInThePath() async throws {
        // given
        let transport = StubTransport(json: #"{"id":"7"}"#)
        // when
        _ = try await MastodonClient.stubbed(transport).unfollow(accountId: "../admin")
        // then
        #expect(transport.lastRequest?.url.path == "/api/v1/accounts/%2E%2E%2Fadmin/unfollow")
    }
}
