import Testing

@testable import TerminalUI

struct PicturePreferenceTests {
    @Test func testThatAutoIsAutomatic() {
        // when
        let preference = PicturePreference(argument: "auto")
        // then
        #expect(preference == .automatic)
    }

    @Test func testThatAProtocolNameInAnyCaseIsThatProtocol() {
        // when
        let preference = PicturePreference(argument: "SIXEL")
        // then
        #expect(preference == .fixed(.sixel))
    }

    @Test func testThatAnUnknownWordIsNoPreference() {
        // when
        let preference = PicturePreference(argument: "ascii")
        // then
        #expect(preference == nil)
    }
}
