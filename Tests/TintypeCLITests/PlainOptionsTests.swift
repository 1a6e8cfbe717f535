import Testing

@testable import TintypeCLI

struct PlainOptionsTests {
    private let names = ["--token", "--account"]

    @Test func testThatAValueAfterTheOptionIsRead() {
        // given
        let arguments = ["--token", "abc"]
        // when
        let options = PlainOptions(arguments[...], options: names)
        // then
        #expect(options?.value(of: "--token") == "abc")
    }

    @Test func testThatAValueAfterAnEqualsSignIsRead() {
        // given
        let arguments = ["--token=abc=def"]
        // when
        let options = PlainOptions(arguments[...], options: names)
        // then
        #expect(options?.value(of: "--token") == "abc=def")
    }

    @Test func testThatAFlagIsRead() {
        // given
        let arguments = ["--plain", "--token", "abc"]
        // when
        let options = PlainOptions(arguments[...], options: names, flags: ["--plain", "--json"])
        // then
        #expect(options.map { [$0.has("--plain"), $0.has("--json")] } == [true, false])
    }

    @Test func testThatAnUnknownOptionIsNotRead() {
        // given
        let arguments = ["--help"]
        // when
        let options = PlainOptions(arguments[...], options: names)
        // then
        #expect(options == nil)
    }

    @Test func testThatAWordAloneIsNotRead() {
        // given
        let arguments = ["feed"]
        // when
        let options = PlainOptions(arguments[...], options: names)
        // then
        #expect(options == nil)
    }

    @Test func testThatAnOptionNamedTwiceIsNotRead() {
        // given
        let arguments = ["--token", "a", "--token=b"]
        // when
        let options = PlainOptions(arguments[...], options: names)
        // then
        #expect(options == nil)
    }

    @Test func testThatAFlagNamedTwiceIsNotRead() {
        // given
        let arguments = ["--plain", "--plain"]
        // when
        let options = PlainOptions(arguments[...], options: names, flags: ["--plain"])
        // then
        #expect(options == nil)
    }

    @Test func testThatAFlagWithAValueIsNotRead() {
        // given
        let arguments = ["--plain=yes"]
        // when
        let options = PlainOptions(arguments[...], options: names, flags: ["--plain"])
        // then
        #expect(options == nil)
    }

    @Test func testThatAnOptionWithoutItsValueIsNotRead() {
        // given
        let arguments = ["--account"]
        // when
        let options = PlainOptions(arguments[...], options: names)
        // then
        #expect(options == nil)
    }

    @Test func testThatAnOptionFollowedByAnotherIsNotRead() {
        // given
        let arguments = ["--token", "--account", "ada"]
        // when
        let options = PlainOptions(arguments[...], options: names)
        // then
        #expect(options == nil)
    }

    @Test func testThatAnEmptyValueIsNotRead() {
        // given
        let arguments = ["--account="]
        // when
        let options = PlainOptions(arguments[...], options: names)
        // then
        #expect(options == nil)
    }
}
