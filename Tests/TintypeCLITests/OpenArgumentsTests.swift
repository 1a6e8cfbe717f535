import Testing

@testable import TintypeCLI

struct OpenArgumentsTests {
    /// Starts the parser takes without a message: each must read the same both ways.
    private static let startsTheParserTakes: [[String]] = [
        [],
        ["open"],
        ["--instance", "https://pixelfed.example"],
        ["--instance=https://pixelfed.example"],
        ["open", "--token", "abc"],
        ["--token=abc=def"],
        ["--token-file", "/tmp/token"],
        ["--account", "grace@pixelfed.example"],
        ["--pictures", "blocks"],
        ["--pictures=kitty", "--account", "ada"],
        ["--instance", "http://127.0.0.1:8080", "--token", "alan_token", "--pictures", "none"],
    ]

    @Test func testThatNoArgumentsOpenTheAppWithNothingNamed() {
        // given
        let arguments: [String] = []
        // when
        let opening = OpenArguments.parse(arguments)
        // then
        #expect(opening == OpenArguments())
    }

    @Test func testThatTheCommandsNameIsRead() {
        // given
        let arguments = ["open", "--account", "ada"]
        // when
        let opening = OpenArguments.parse(arguments)
        // then
        #expect(opening == OpenArguments(account: AccountChoice(account: "ada")))
    }

    @Test func testThatEveryOptionIsRead() {
        // given
        let arguments = ["--instance", "i", "--token", "t", "--token-file", "f", "--account", "a", "--pictures", "sixel"]
        // when
        let opening = OpenArguments.parse(arguments)
        // then
        #expect(
            opening
                == OpenArguments(account: AccountChoice(instance: "i", token: "t", tokenFile: "f", account: "a"), pictures: "sixel"))
    }

    @Test func testThatHelpIsLeftToTheParser() {
        // given
        let arguments = ["--help"]
        // when
        let opening = OpenArguments.parse(arguments)
        // then
        #expect(opening == nil)
    }

    @Test func testThatAnotherCommandIsLeftToTheParser() {
        // given
        let arguments = ["feed", "--plain"]
        // when
        let opening = OpenArguments.parse(arguments)
        // then
        #expect(opening == nil)
    }

    @Test func testThatAnUnknownPictureChoiceIsLeftToTheParser() {
        // given
        let arguments = ["--pictures", "oil-paint"]
        // when
        let opening = OpenArguments.parse(arguments)
        // then
        #expect(opening == nil)
    }

    @Test func testThatEveryStartReadsAsTheArgumentParserReadsIt() throws {
        // given
        let starts = Self.startsTheParserTakes
        // when
        let read = starts.map(OpenArguments.parse)
        // then
        let parsed = try readByTheParser(starts, as: OpenCommand.self) {
            OpenArguments(account: $0.account.choice, pictures: $0.pictureOptions.pictures)
        }
        #expect(read == parsed)
    }
}
