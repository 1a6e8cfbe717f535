import Foundation
import Testing

@testable import MastodonAPI

struct PollEntityTests {
    private func poll(_ json: String) throws -> PollEntity {
        try FlatJSONDecoder().decode(PollEntity.self, from: Data(json.utf8))
    }

    @Test func testThatMyVotesAreRead() throws {
        // given
        let json =
            #"{"id": "p", "options": [{"title": "a", "votes_count": 1}, {"title": "b", "votes_count": 0}], "voted": true, "own_votes": [0]}"#
        // when
        let decoded = try poll(json)
        // then
        #expect(decoded.hasVoted == true && decoded.ownVotes == [0])
    }

    @Test func testThatACountTheServerHidesIsNil() throws {
        // given
        let json = #"{"id": "p", "options": [{"title": "a", "votes_count": null}]}"#
        // when
        let decoded = try poll(json)
        // then
        #expect(decoded.options == [PollEntity.Option(title: "a", votesCount: nil)])
    }

    @Test func testThatWhenItEndsIsRead() throws {
        // given
        let json = #"{"id": "p", "expires_at": "2026-11-29T03:30:03.407233+00:00", "expired": false, "options": []}"#
        // when
        let decoded = try poll(json)
        // then
        #expect(decoded.expiresAt == MastodonDate.parse("2026-11-29T03:30:03.407233+00:00"))
    }

    @Test func testThatAnOptionOfTheWrongTypeIsLeftOutAlone() throws {
        // given
        let json = #"{"id": "p", "options": [{"title": "a"}, 7, {"title": "b"}]}"#
        // when
        let decoded = try poll(json)
        // then
        #expect(decoded.options.map(\.title) == ["a", "b"])
    }

    @Test func testThatAPollReadsBackAsItWasWritten() throws {
        // given
        let written = try poll(
            #"{"id": "p", "expires_at": "2026-11-29T03:30:03Z", "multiple": true, "votes_count": 3, "voters_count": 2, "options": [{"title": "a", "votes_count": 3}], "voted": false, "own_votes": []}"#
        )
        // when
        let read = try FlatJSONDecoder().decode(PollEntity.self, from: JSONEncoder().encode(written))
        // then
        #expect(read == written)
    }
}
