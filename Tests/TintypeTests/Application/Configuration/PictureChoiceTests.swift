import Testing

@testable import TerminalUI
@testable import Tintype
@testable import TintypeApp

struct PictureChoiceTests {
    @Test func testThatTheOptionWinsOverTheEnvironment() throws {
        // when
        let preference = try PictureChoice.resolve(option: "sixel", environment: ["TINTYPE_PICTURES": "kitty"])
        // then
        #expect(preference == .fixed(.sixel))
    }

    @Test func testThatTheEnvironmentIsReadWithoutTheOption() throws {
        // when
        let preference = try PictureChoice.resolve(option: nil, environment: ["TINTYPE_PICTURES": "blocks"])
        // then
        #expect(preference == .fixed(.blocks))
    }

    @Test func testThatNeitherMeansAsking() throws {
        // when
        let preference = try PictureChoice.resolve(option: nil, environment: [:])
        // then
        #expect(preference == .automatic)
    }

    @Test func testThatAnUnknownWordIsRefusedWithTheWordsThereAre() {
        // when
        let error = #expect(throws: PictureChoice.UnknownChoice.self) {
            try PictureChoice.resolve(option: nil, environment: ["TINTYPE_PICTURES": "ascii"])
        }
        // then
        #expect(error?.description == "TINTYPE_PICTURES takes auto, kitty, sixel, iterm, blocks, none, not “ascii”")
    }

    @Test func testThatTheConfigurationFileIsReadWithoutOptionOrEnvironment() throws {
        // given
        let configured = PicturePreference.fixed(.kitty)
        // when
        let preference = try PictureChoice.resolve(option: nil, environment: [:], configured: configured)
        // then
        #expect(preference == .fixed(.kitty))
    }

    @Test func testThatTheEnvironmentWinsOverTheConfigurationFile() throws {
        // given
        let configured = PicturePreference.fixed(.kitty)
        // when
        let preference = try PictureChoice.resolve(option: nil, environment: ["TINTYPE_PICTURES": "blocks"], configured: configured)
        // then
        #expect(preference == .fixed(.blocks))
    }
}
