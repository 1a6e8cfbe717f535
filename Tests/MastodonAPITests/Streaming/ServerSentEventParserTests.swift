import MastodonAPI
import Testing

struct ServerSentEventParserTests {
    private static func parse(_ chunks: [String]) -> [ServerSentEvent] {
        var parser = ServerSentEventParser()
        return chunks.flatMap { parser.parse(Array($0.utf8)) }
    }

    @Test func testThatAnEventEndsAtItsBlankLine() {
        // given
        let stream = ["event: delete\ndata: 42\n\n"]
        // when
        let events = Self.parse(stream)
        // then
        #expect(events == [ServerSentEvent(name: "delete", data: "42")])
    }

    @Test func testThatAnEventCutAnywhereComesWhole() {
        // given: the same event cut inside a field name, a value and a UTF-8 character
        let bytes = Array("event: update\ndata: {\"content\":\"café ☕\"}\n\n".utf8)
        var parser = ServerSentEventParser()
        // when
        let events = bytes.indices.flatMap { parser.parse([bytes[$0]]) }
        // then
        #expect(events == [ServerSentEvent(name: "update", data: "{\"content\":\"café ☕\"}")])
    }

    @Test func testThatHeartbeatCommentsAreNotEvents() {
        // given
        let stream = [":thump\n", ":)\n\n", "event: delete\ndata: 7\n\n"]
        // when
        let events = Self.parse(stream)
        // then
        #expect(events.map(\.data) == ["7"])
    }

    @Test func testThatSeveralDataLinesAreJoinedByNewlines() {
        // given
        let stream = ["data: first\ndata: second\n\n"]
        // when
        let events = Self.parse(stream)
        // then
        #expect(events.first?.data == "first\nsecond")
    }

    @Test func testThatACarriageReturnAndItsLineFeedInTwoChunksEndOneLine() {
        // given: CRLF lines, cut between the CR and the LF
        let stream = ["event: delete\r", "\ndata: 9\r\n\r", "\n"]
        // when
        let events = Self.parse(stream)
        // then
        #expect(events == [ServerSentEvent(name: "delete", data: "9")])
    }

    @Test func testThatAnEventWithoutItsBlankLineIsNotGivenYet() {
        // given: the connection dropped in the middle of an event
        let stream = ["event: update\ndata: {\"id\":"]
        // when
        let events = Self.parse(stream)
        // then
        #expect(events.isEmpty)
    }

    @Test func testThatAnUnnamedEventIsAMessage() {
        // given
        let stream = ["data: hello\n\n"]
        // when
        let events = Self.parse(stream)
        // then
        #expect(events.first?.name == "message")
    }

    @Test func testThatALineOverTheLimitDropsItsEventAndTheStreamGoesOn() {
        // given
        var parser = ServerSentEventParser(maximumLineLength: 16)
        // when
        let events =
            parser.parse(Array("event: update\ndata: \(String(repeating: "x", count: 40))\n\n".utf8))
            + parser.parse(Array("event: delete\ndata: 3\n\n".utf8))
        // then
        #expect(events == [ServerSentEvent(name: "delete", data: "3")])
    }

    @Test func testThatTheEventIdIsKept() {
        // given
        let stream = ["id: 17\ndata: x\n\n"]
        // when
        let events = Self.parse(stream)
        // then
        #expect(events.first?.id == "17")
    }
}
