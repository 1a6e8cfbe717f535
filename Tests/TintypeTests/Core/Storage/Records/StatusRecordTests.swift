import Foundation
import MastodonAPI
import Testing

@testable import Tintype
@testable import TintypeApp

struct StatusRecordTests {
    private let boosted = StatusEntity(
        id: "7", createdAt: Date(timeIntervalSince1970: 1_800_000_000),
        account: AccountEntity(
            id: "g", username: "grace", acct: "grace", displayName: "Grace Hopper", note: "<p>moths</p>", followersCount: 3,
            fields: [AccountFieldEntity(name: "site", value: "navy.mil")]),
        content: "<p>Bugs</p>", spoilerText: "insects", isSensitive: true, visibility: .unlisted, inReplyToId: "1",
        mediaAttachments: [
            MediaAttachmentEntity(
                id: "m", kind: .image, url: "https://x/m.jpg", description: "A moth", blurhash: "LEHV6n", aspectRatio: 1.5)
        ],
        favouritesCount: .max, repliesCount: 2, reblogsCount: 1, isFavourited: true)

    private var boost: StatusEntity {
        StatusEntity(
            id: "9", createdAt: nil, account: AccountEntity(id: "a", username: "ada", acct: "ada", displayName: "Ada"), content: "",
            reblog: boosted)
    }

    @Test func testThatABoostReadsBackAsItWasSaved() throws {
        // given
        let saved = try CacheRecords.encode(StatusRecord(boost))
        // when
        let read = CacheRecords.decode(StatusRecord.self, from: saved)?.entity
        // then
        #expect(read == boost)
    }

    @Test func testThatAQuoteReadsBackAsItWasSaved() throws {
        // given
        let quoting = StatusEntity(
            id: "8", createdAt: nil, account: AccountEntity(id: "a", username: "ada", acct: "ada", displayName: "Ada"),
            content: "<p>So true</p>", quote: QuoteEntity(state: .accepted, quotedStatus: boosted, quotedStatusId: "7"))
        let saved = try CacheRecords.encode(StatusRecord(quoting))
        // when
        let read = CacheRecords.decode(StatusRecord.self, from: saved)?.entity
        // then
        #expect(read?.quote == quoting.quote)
    }

    @Test func testThatTheCacheKeepsNoneOfTheAPIsNames() throws {
        // given, when
        let saved = String(decoding: try CacheRecords.encode(StatusRecord(boost)), as: UTF8.self)
        // then
        #expect(!saved.contains("favourites_count") && !saved.contains("media_attachments") && !saved.contains("display_name"))
    }

    @Test func testThatARecordOfAnotherVersionIsAMiss() throws {
        // given
        var saved = String(decoding: try CacheRecords.encode(StatusRecord(boost)), as: UTF8.self)
        saved = saved.replacingOccurrences(of: #""version":1"#, with: #""version":2"#)
        // when
        let read = CacheRecords.decode(StatusRecord.self, from: Data(saved.utf8))
        // then
        #expect(read == nil)
    }

    @Test func testThatTheAPIsJSONIsNotTakenForARecord() {
        // given: what the first cache layout kept, the server's own JSON
        let wire = Data(
            #"{"id":"7","created_at":"2026-11-21T10:00:00Z","content":"<p>x</p>","account":{"id":"1","username":"g","acct":"g","display_name":"G"}}"#
                .utf8)
        // when
        let read = CacheRecords.decode(StatusRecord.self, from: wire)
        // then
        #expect(read == nil)
    }

    @Test func testThatTheFiltersMatchedAreKept() throws {
        // given
        let filtered = StatusEntity(
            id: "7", createdAt: nil, account: AccountEntity(id: "g", username: "grace", acct: "grace", displayName: "Grace"),
            content: "<p>The finale</p>", filtered: [FilterResultEntity(title: "Spoilers", action: "warn")])
        let saved = try CacheRecords.encode(StatusRecord(filtered))
        // when
        let read = CacheRecords.decode(StatusRecord.self, from: saved)?.entity
        // then
        #expect(read?.filtered == filtered.filtered)
    }

    @Test func testThatAPollReadsBackAsItWasSaved() throws {
        // given
        let poll = PollEntity(
            id: "p", expiresAt: Date(timeIntervalSince1970: 1_800_000_000), allowsMultiple: true, votesCount: 3, votersCount: 2,
            options: [.init(title: "moth", votesCount: 2), .init(title: "beetle", votesCount: nil)], hasVoted: true, ownVotes: [0])
        let status = StatusEntity(
            id: "8", createdAt: nil, account: AccountEntity(id: "a", username: "ada", acct: "ada", displayName: "Ada"), content: "",
            poll: poll)
        // when
        let read = CacheRecords.decode(StatusRecord.self, from: try CacheRecords.encode(StatusRecord(status)))?.entity
        // then
        #expect(read?.poll == poll)
    }
}
