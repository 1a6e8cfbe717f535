import Foundation
import TestSupport
import Testing

@testable import MastodonAPI

struct MastodonClientTests {
    @Test func testThatRequestsCarryTheBearerToken() async throws {
        // given
        let transport = StubTransport(json: StubJSON.timeline(ids: ["1"]))
        let client = try MastodonClient.stubbed(transport)
        // when
        _ = try await client.homeTimeline(.newest())
        // then
        #expect(transport.lastRequest?.header("Authorization") == "Bearer secret-token")
    }

    @Test func testThatOlderPageAsksWithMaxId() async throws {
        // given
        let transport = StubTransport(json: "[]")
        let client = try MastodonClient.stubbed(transport)
        // when
        _ = try await client.homeTimeline(.older(than: "77", limit: 40))
        // then
        #expect(transport.lastRequest?.url.absoluteString == "https://pixelfed.example/api/v1/timelines/home?limit=40&max_id=77")
    }

    @Test func testThatTimelineReadsTheOlderCursorFromLinkHeader() async throws {
        // given
        let link = #"<https://elsewhere.example/api/v1/timelines/home?max_id=5>; rel="next""#
        let transport = StubTransport(json: StubJSON.timeline(ids: ["6"]), headers: [("Link", link)])
        let client = try MastodonClient.stubbed(transport)
        // when
        let page = try await client.homeTimeline(.newest(limit: 40))
        // then
        #expect(page.older == PageRequest.older(than: "5", limit: 40))
    }

    @Test func testThatTruncatedJSONIsAMalformedResponse() async throws {
        // given
        let transport = StubTransport(json: #"{"error": "truncated"#)
        let client = try MastodonClient.stubbed(transport)
        // when
        let error = await caughtError { _ = try await client.homeTimeline(.newest()) }
        // then
        #expect(error as? MastodonError == MastodonError.malformedResponse("the server sent JSON that cannot be read"))
    }

    @Test func testThatHTMLPageWithStatus200IsAMalformedResponse() async throws {
        // given
        let html = HTTPResponse(status: 200, headers: [("Content-Type", "text/html")], body: Data("<html>maintenance</html>".utf8))
        let client = try MastodonClient.stubbed(StubTransport([.success(html)]))
        // when
        let error = await caughtError { _ = try await client.homeTimeline(.newest()) }
        // then
        #expect(error as? MastodonError == MastodonError.malformedResponse("the server sent text/html, not JSON"))
    }

    @Test func testThatTimeoutIsReportedAsTransportError() async throws {
        // given
        let client = try MastodonClient.stubbed(StubTransport([.failure(.timedOut)]))
        // when
        let error = await caughtError { _ = try await client.homeTimeline(.newest()) }
        // then
        #expect(error as? MastodonError == MastodonError.transport(.timedOut))
    }

    @Test func testThatPublishSendsTheIdempotencyKey() async throws {
        // given
        let transport = StubTransport(json: StubJSON.status(id: "10"))
        let client = try MastodonClient.stubbed(transport)
        // when
        _ = try await client.publishStatus(StatusDraft(text: "hi"), idempotencyKey: "key-1")
        // then
        #expect(transport.lastRequest?.header("Idempotency-Key") == "key-1")
    }

    @Test func testThatAPostsWarningSensitivityAndLanguageAreSent() async throws {
        // given
        let transport = StubTransport(json: StubJSON.status(id: "10"))
        let client = try MastodonClient.stubbed(transport)
        let draft = StatusDraft(text: "Moths", spoilerText: "insects", isSensitive: true, language: "en")
        // when
        _ = try await client.publishStatus(draft, idempotencyKey: "key-1")
        // then
        let form = try JSONSerialization.jsonObject(with: transport.lastRequest?.body ?? Data()) as? [String: Any]
        #expect(
            form?["spoiler_text"] as? String == "insects" && form?["sensitive"] as? Bool == true && form?["language"] as? String == "en")
    }

    @Test func testThatATranslationIsAskedInTheLanguageGiven() async throws {
        // given
        let transport = StubTransport(json: #"{"content": "<p>Hola</p>", "detected_source_language": "en", "provider": "DeepL.com"}"#)
        let client = try MastodonClient.stubbed(transport)
        // when
        let translation = try await client.translate(statusId: "7", into: "es")
        // then
        let body = String(decoding: transport.lastRequest?.body ?? Data(), as: UTF8.self)
        #expect(
            transport.lastRequest?.url.path == "/api/v1/statuses/7/translate" && body == "lang=es" && translation.provider == "DeepL.com")
    }

    @Test func testThatAPollIsSentAsTheServerReadsIt() async throws {
        // given
        let transport = StubTransport(json: StubJSON.status(id: "10"))
        let client = try MastodonClient.stubbed(transport)
        let draft = StatusDraft(text: "Tea?", poll: StatusDraft.Poll(options: ["yes", "no"], expiresInSeconds: 3600, allowsMultiple: true))
        // when
        _ = try await client.publishStatus(draft, idempotencyKey: "key-1")
        // then
        let form = try JSONSerialization.jsonObject(with: transport.lastRequest?.body ?? Data()) as? [String: Any]
        let poll = form?["poll"] as? [String: Any]
        #expect(
            poll?["options"] as? [String] == ["yes", "no"] && poll?["expires_in"] as? Int == 3600 && poll?["multiple"] as? Bool == true)
    }

    @Test func testThatWhoMayQuoteIsSentAsTheServerReadsIt() async throws {
        // given
        let transport = StubTransport(json: StubJSON.status(id: "10"))
        let client = try MastodonClient.stubbed(transport)
        // when
        _ = try await client.publishStatus(StatusDraft(text: "Mine alone", quoteApprovalPolicy: "nobody"), idempotencyKey: "key-1")
        // then
        let form = try JSONSerialization.jsonObject(with: transport.lastRequest?.body ?? Data()) as? [String: Any]
        #expect(form?["quote_approval_policy"] as? String == "nobody")
    }

    @Test func testThatTheQuotedPostIsNamed() async throws {
        // given
        let transport = StubTransport(json: StubJSON.status(id: "10"))
        let client = try MastodonClient.stubbed(transport)
        // when
        _ = try await client.publishStatus(StatusDraft(text: "So true", quotedStatusId: "7"), idempotencyKey: "key-1")
        // then
        let form = try JSONSerialization.jsonObject(with: transport.lastRequest?.body ?? Data()) as? [String: Any]
        #expect(form?["quoted_status_id"] as? String == "7")
    }

    @Test func testThatAVoteSendsThePlacesChosen() async throws {
        // given
        let transport = StubTransport(json: #"{"id": "p", "options": []}"#)
        let client = try MastodonClient.stubbed(transport)
        // when
        _ = try await client.vote(pollId: "p", choices: [0, 2])
        // then
        let body = String(decoding: transport.lastRequest?.body ?? Data(), as: UTF8.self)
        #expect(transport.lastRequest?.url.path == "/api/v1/polls/p/votes" && body == "choices%5B%5D=0&choices%5B%5D=2")
    }

    @Test func testThatAPlainPostSendsNoWarningSensitivityOrLanguage() async throws {
        // given
        let transport = StubTransport(json: StubJSON.status(id: "10"))
        let client = try MastodonClient.stubbed(transport)
        // when
        _ = try await client.publishStatus(StatusDraft(text: "Moths"), idempotencyKey: "key-1")
        // then
        let form = try JSONSerialization.jsonObject(with: transport.lastRequest?.body ?? Data()) as? [String: Any]
        #expect(form?["spoiler_text"] == nil && form?["sensitive"] == nil && form?["language"] == nil)
    }

    @Test func testThatUploadSendsMultipartWithTheFileName() async throws {
        // given
        let transport = StubTransport(json: #"{"id":"m1","type":"image"}"#)
        let client = try MastodonClient.stubbed(transport)
        let upload = MediaUpload(data: Data([0xFF, 0xD8]), filename: "cat.jpg", mimeType: "image/jpeg", description: "a cat")
        // when
        _ = try await client.uploadMedia(upload)
        // then
        let body = String(decoding: transport.lastRequest?.body ?? Data(), as: UTF8.self)
        #expect(body.contains(#"filename="cat.jpg""#))
    }
}

struct MastodonClientContextTests {
    @Test func testThatContextAsksForTheThreadOfTheStatus() async throws {
        // given
        let transport = StubTransport(json: #"{"ancestors":[],"descendants":[]}"#)
        let client = try MastodonClient.stubbed(transport)
        // when
        _ = try await client.context(ofStatusId: "42")
        // then
        #expect(transport.lastRequest?.url.absoluteString == "https://pixelfed.example/api/v1/statuses/42/context")
    }

    @Test func testThatContextSkipsUnreadableReplies() async throws {
        // given
        let json = #"{"ancestors":[],"descendants":[\#(StubJSON.status(id: "7")),{"id":5},\#(StubJSON.status(id: "8"))]}"#
        let client = try MastodonClient.stubbed(StubTransport(json: json))
        // when
        let context = try await client.context(ofStatusId: "42")
        // then
        #expect(context.descendants.map(\.id) == ["7", "8"])
    }

    @Test func testThatContextWithoutListsHasNoReplies() async throws {
        // given
        let client = try MastodonClient.stubbed(StubTransport(json: "{}"))
        // when
        let context = try await client.context(ofStatusId: "42")
        // then
        #expect(context.descendants.isEmpty)
    }

    @Test func testThatTheOlderPageOfLikesAsksForLikesWhenTheLinkDropsTheFilter() async throws {
        // given: a next link without types[], as the demo server sends it
        let link = #"<https://pixelfed.example/api/v1/notifications?max_id=5>; rel="next""#
        let transport = StubTransport(json: "[]", headers: [("Link", link)])
        let client = try MastodonClient.stubbed(transport)
        let first = try await client.notifications(types: ["favourite"], .newest(limit: 20))
        // when
        _ = try await client.notifications(types: ["favourite"], try #require(first.older))
        // then
        #expect(
            transport.lastRequest?.url.absoluteString
                == "https://pixelfed.example/api/v1/notifications?limit=20&types%5B%5D=favourite&max_id=5")
    }

    @Test func testThatGroupedNotificationsKnowTheirOlderPage() async throws {
        // given
        let link = #"<https://pixelfed.example/api/v2/notifications?max_id=9>; rel="next""#
        let transport = StubTransport(json: #"{"accounts":[],"statuses":[],"notification_groups":[]}"#, headers: [("Link", link)])
        let client = try MastodonClient.stubbed(transport)
        // when
        let page = try await client.groupedNotifications(types: ["favourite"], .newest(limit: 20))
        // then
        #expect(page.older == PageRequest.older(than: "9", limit: 20))
    }

    @Test func testThatNoMarkerYetIsNil() async throws {
        // given: what the demo server answers before any client saved one
        let client = try MastodonClient.stubbed(StubTransport(json: "{}"))
        // when
        let marker = try await client.notificationsMarker()
        // then
        #expect(marker == nil)
    }

    @Test func testThatASavedMarkerIsRead() async throws {
        // given
        let json = #"{"notifications":{"last_read_id":"1795","version":1,"updated_at":"2026-11-22T12:46:14.486586+00:00"}}"#
        let client = try MastodonClient.stubbed(StubTransport(json: json))
        // when
        let marker = try await client.notificationsMarker()
        // then
        #expect(marker?.lastReadId == "1795")
    }

    @Test func testThatFavouritesAskForTheOlderPageTheLinkHeaderNames() async throws {
        // given: Mastodon's cursor is the like's id, which only the Link header knows
        let link = #"<https://pixelfed.example/api/v1/favourites?max_id=771>; rel="next""#
        let transport = StubTransport(json: "[]", headers: [("Link", link)])
        let client = try MastodonClient.stubbed(transport)
        let first = try await client.favourites(.newest(limit: 20))
        // when
        _ = try await client.favourites(try #require(first.older))
        // then
        #expect(transport.lastRequest?.url.absoluteString == "https://pixelfed.example/api/v1/favourites?limit=20&max_id=771")
    }

    @Test func testThatFavouritedByAsksForTheStatusLikers() async throws {
        // given
        let transport = StubTransport(json: "[]")
        let client = try MastodonClient.stubbed(transport)
        // when
        _ = try await client.favouritedBy(statusId: "42", .newest(limit: 40))
        // then
        #expect(transport.lastRequest?.url.absoluteString == "https://pixelfed.example/api/v1/statuses/42/favourited_by?limit=40")
    }

    @Test func testThatConversationsPageByTheLinkHeader() async throws {
        // given
        let link = #"<https://pixelfed.example/api/v1/conversations?max_id=12>; rel="next""#
        let transport = StubTransport(json: "[]", headers: [("Link", link)])
        let client = try MastodonClient.stubbed(transport)
        let first = try await client.conversations(.newest(limit: 20))
        // when
        _ = try await client.conversations(try #require(first.older))
        // then
        #expect(transport.lastRequest?.url.absoluteString == "https://pixelfed.example/api/v1/conversations?limit=20&max_id=12")
    }

    @Test func testThatMarkingAConversationReadPostsToIt() async throws {
        // given
        let transport = StubTransport(json: #"{"id":"3","accounts":[]}"#)
        let client = try MastodonClient.stubbed(transport)
        // when
        try await client.markConversationRead(id: "3")
        // then
        #expect(transport.lastRequest?.method == .post && transport.lastRequest?.url.path == "/api/v1/conversations/3/read")
    }
}
