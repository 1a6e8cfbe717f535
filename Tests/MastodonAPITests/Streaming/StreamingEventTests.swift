import MastodonAPI
import TestSupport
import Testing

struct StreamingEventTests {
    @Test func testThatABareIdDeletesAPost() {
        // given
        let event = ServerSentEvent(name: "delete", data: "109876")
        // when
        let decoded = StreamingEvent(event)
        // then
        #expect(decoded == .delete(statusId: "109876"))
    }

    @Test func testThatAQuotedIdDeletesAPostToo() {
        // given
        let event = ServerSentEvent(name: "delete", data: "\"109876\"")
        // when
        let decoded = StreamingEvent(event)
        // then
        #expect(decoded == .delete(statusId: "109876"))
    }

    @Test func testThatAnUpdateCarriesItsStatus() {
        // given
        let event = ServerSentEvent(name: "update", data: StubJSON.status(id: "5"))
        // when
        let decoded = StreamingEvent(event)
        // then
        guard case .update(let status)? = decoded else {
            Issue.record("expected an update, got \(String(describing: decoded))")
            return
        }
        #expect(status.id == "5")
    }

    @Test func testThatAnEditCarriesThePostAsItNowIs() {
        // given
        let event = ServerSentEvent(name: "status.update", data: StubJSON.status(id: "5"))
        // when
        let decoded = StreamingEvent(event)
        // then
        guard case .edit(let status)? = decoded else {
            Issue.record("expected an edit, got \(String(describing: decoded))")
            return
        }
        #expect(status.id == "5")
    }

    @Test func testThatAnEditNamedWithAnUnderscoreIsAnEditToo() {
        // given: the demo server's spelling
        let event = ServerSentEvent(name: "status_update", data: StubJSON.status(id: "5"))
        // when
        let decoded = StreamingEvent(event)
        // then
        #expect(decoded.map { if case .edit = $0 { true } else { false } } == true)
    }

    @Test func testThatANotificationCarriesItsAccount() {
        // given
        let json = #"{"id":"9","type":"favourite","account":\#(StubJSON.account(id: "3")),"status":\#(StubJSON.status(id: "5"))}"#
        // when
        let decoded = StreamingEvent(ServerSentEvent(name: "notification", data: json))
        // then
        guard case .notification(let notification)? = decoded else {
            Issue.record("expected a notification, got \(String(describing: decoded))")
            return
        }
        #expect(notification.account.id == "3" && notification.type == "favourite")
    }

    @Test func testThatAConversationNamesItsLastStatus() {
        // given
        let json = #"{"id":"c1","unread":true,"accounts":[],"last_status":\#(StubJSON.status(id: "8"))}"#
        // when
        let decoded = StreamingEvent(ServerSentEvent(name: "conversation", data: json))
        // then
        guard case .conversation(let id, let lastStatus)? = decoded else {
            Issue.record("expected a conversation, got \(String(describing: decoded))")
            return
        }
        #expect(id == "c1" && lastStatus?.id == "8")
    }

    @Test func testThatDataThatCannotBeReadIsNoEvent() {
        // given
        let event = ServerSentEvent(name: "update", data: "{not json")
        // when
        let decoded = StreamingEvent(event)
        // then
        #expect(decoded == nil)
    }

    @Test func testThatAnUnknownEventIsNoEvent() {
        // given
        let event = ServerSentEvent(name: "filters_changed", data: "")
        // when
        let decoded = StreamingEvent(event)
        // then
        #expect(decoded == nil)
    }
}
