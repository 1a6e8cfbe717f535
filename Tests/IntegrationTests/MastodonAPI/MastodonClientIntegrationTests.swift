import Foundation
import MastodonAPI
import TestSupport
import Testing

/// The real client against the real demo instance over HTTP.
@Suite(.serialized)
struct MastodonClientIntegrationTests {
    private let photo = DemoServer.packageRoot.appendingPathComponent("Resources/Demo/Photos/coffee.jpg")

    @Test func testThatHomeTimelineHasTheDemoPosts() async throws {
        try await DemoServer.run { server in
            // given
            let client = try server.client(as: "alan")
            // when
            let page = try await client.homeTimeline(.newest(limit: 40))
            // then
            #expect(Set(page.items.map(\.account.acct)).isSuperset(of: ["ada", "grace"]))
        }
    }

    @Test func testThatOlderPageFollowsTheLinkHeader() async throws {
        try await DemoServer.run { server in
            // given
            let client = try server.client(as: "alan")
            let first = try await client.homeTimeline(.newest(limit: 3))
            // when
            let second = try await client.homeTimeline(try #require(first.older))
            // then
            #expect(Set(first.items.map(\.id)).isDisjoint(with: second.items.map(\.id)) && !second.items.isEmpty)
        }
    }

    @Test func testThatAVoteAnswersWithThePollAndMyVotesInIt() async throws {
        try await DemoServer.run { server in
            // given: Grace's poll, sent as JSON as the server reads polls
            try await server.post(
                json: ["status": "Bug?", "poll": ["options": ["moth", "beetle"], "expires_in": 600]], to: "/api/v1/statuses", as: "grace")
            let client = try server.client(as: "alan")
            let pollId = try #require(try await client.homeTimeline(.newest(limit: 1)).items.first?.poll?.id)
            // when
            let poll = try await client.vote(pollId: pollId, choices: [1])
            // then
            #expect(poll.ownVotes == [1] && poll.options.map(\.votesCount) == [0, 1])
        }
    }

    @Test func testThatCredentialsNameTheAccount() async throws {
        try await DemoServer.run { server in
            // given
            let client = try server.client(as: "ada")
            // when
            let account = try await client.verifyCredentials()
            // then
            #expect(account.username == "ada")
        }
    }

    @Test func testThatUnknownTokenIsUnauthorized() async throws {
        try await DemoServer.run { server in
            // given
            let client = try server.client(as: "nobody")
            // when
            let error = await caughtError { _ = try await client.homeTimeline(.newest()) }
            // then
            guard case .unauthorized = error as? MastodonError else {
                Issue.record("expected unauthorized, got \(String(describing: error))")
                return
            }
        }
    }

    @Test func testThatTheSameIdempotencyKeyPublishesOnce() async throws {
        try await DemoServer.run { server in
            // given
            let client = try server.client(as: "grace")
            let draft = StatusDraft(text: "only once")
            let first = try await client.publishStatus(draft, idempotencyKey: "key-42")
            // when
            let second = try await client.publishStatus(draft, idempotencyKey: "key-42")
            // then
            #expect(first.id == second.id)
        }
    }

    @Test func testThatUploadedPhotoArrivesWithItsAltText() async throws {
        try await DemoServer.run { server in
            // given
            let client = try server.client(as: "grace")
            let upload = MediaUpload(
                data: try Data(contentsOf: photo), filename: "coffee.jpg", mimeType: "image/jpeg",
                description: "A cup of coffee")
            // when
            let media = try await client.uploadMedia(upload)
            let status = try await client.publishStatus(StatusDraft(text: "☕", mediaIds: [media.id]), idempotencyKey: UUID().uuidString)
            // then
            #expect(status.mediaAttachments.first?.description == "A cup of coffee")
        }
    }

    @Test func testThatMalformedBodyIsReportedAsSuch() async throws {
        try await DemoServer.run { server in
            // given
            try await server.injectFault(["match": ["path": "/api/v1/timelines/home"], "effect": ["type": "malformed"], "count": 1])
            let client = try server.client(as: "ada")
            // when
            let error = await caughtError { _ = try await client.homeTimeline(.newest()) }
            // then
            guard case .malformedResponse = error as? MastodonError else {
                Issue.record("expected a malformed response, got \(String(describing: error))")
                return
            }
        }
    }

    @Test func testThatServiceUnavailableIsAServerError() async throws {
        try await DemoServer.run { server in
            // given
            try await server.injectFault([
                "match": ["path": "/api/v1/timelines/home"], "effect": ["type": "status", "status": 503], "count": 1,
            ])
            let client = try server.client(as: "ada")
            // when
            let error = await caughtError { _ = try await client.homeTimeline(.newest()) }
            // then
            #expect((error as? MastodonError)?.isTransient == true)
        }
    }

    @Test func testThatRateLimitCarriesWhenToRetry() async throws {
        try await DemoServer.run { server in
            // given
            try await server.injectFault(["match": ["path": "/api/v1/timelines/home"], "effect": ["type": "ratelimit"], "count": 1])
            let client = try server.client(as: "ada")
            // when
            let error = await caughtError { _ = try await client.homeTimeline(.newest()) }
            // then
            guard case .rateLimited(let until)? = error as? MastodonError else {
                Issue.record("expected a rate limit, got \(String(describing: error))")
                return
            }
            #expect(until.map { $0 > Date() } == true)
        }
    }

    @Test func testThatTheLikesOfAPostComeGroupedToItsAuthor() async throws {
        try await DemoServer.run { server in
            // given
            let post = try await server.client(as: "grace").publishStatus(
                StatusDraft(text: "Moth in the relay"), idempotencyKey: UUID().uuidString)
            _ = try await server.client(as: "alan").favourite(statusId: post.id)
            _ = try await server.client(as: "katherine").favourite(statusId: post.id)
            // when
            let page = try await server.client(as: "grace").groupedNotifications(types: ["favourite"], .newest(limit: 20))
            // then
            let group = page.groups.first { $0.statusId == post.id }
            #expect(group?.notificationsCount == 2 && group?.type == "favourite")
        }
    }

    @Test func testThatASavedNotificationsMarkerIsReadBack() async throws {
        try await DemoServer.run { server in
            // given
            let client = try server.client(as: "grace")
            // when
            try await client.saveNotificationsMarker(lastReadId: "1795")
            // then
            #expect(try await client.notificationsMarker()?.lastReadId == "1795")
        }
    }

    @Test func testThatALikedStatusIsAmongTheFavourites() async throws {
        try await DemoServer.run { server in
            // given
            let post = try await server.client(as: "grace").publishStatus(
                StatusDraft(text: "Punched cards, fresh"), idempotencyKey: UUID().uuidString)
            let alan = try server.client(as: "alan")
            _ = try await alan.favourite(statusId: post.id)
            // when
            let page = try await alan.favourites(.newest(limit: 20))
            // then
            #expect(page.items.map(\.id).contains(post.id))
        }
    }

    @Test func testThatFavouritedByNamesWhoLiked() async throws {
        try await DemoServer.run { server in
            // given
            let post = try await server.client(as: "grace").publishStatus(
                StatusDraft(text: "A moth, taped in the log"), idempotencyKey: UUID().uuidString)
            _ = try await server.client(as: "katherine").favourite(statusId: post.id)
            // when
            let likers = try await server.client(as: "grace").favouritedBy(statusId: post.id, .newest(limit: 40))
            // then
            #expect(likers.items.map(\.username) == ["katherine"])
        }
    }

    @Test func testThatADirectMessageStartsAConversationWithItsAuthor() async throws {
        try await DemoServer.run { server in
            // given
            _ = try await server.client(as: "ada").publishStatus(
                StatusDraft(text: "@grace Bring the moth", visibility: .direct), idempotencyKey: UUID().uuidString)
            // when
            let conversations = try await server.client(as: "grace").conversations(.newest(limit: 20))
            // then
            #expect(conversations.items.contains { $0.accounts.map(\.username) == ["ada"] && $0.isUnread })
        }
    }
}
