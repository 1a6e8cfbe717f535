import Testing

@testable import TintypeCLI

struct FeedArgumentsTests {
    /// Listings the parser takes without a message: each must read the same both ways.
    private static let listingsTheParserTakes: [[String]] = [
        ["feed"],
        ["feed", "--plain"],
        ["feed", "--json"],
        ["feed", "--limit", "40"],
        ["feed", "--limit=1", "--json"],
        ["feed", "--limit", "+5"],
        ["feed", "--plain", "--instance", "http://127.0.0.1:8080", "--token", "alan_token"],
        ["feed", "--account=ada", "--token-file", "/tmp/token", "--limit", "7", "--plain"],
        ["feed", "--local"],
        ["feed", "--federated", "--json"],
        ["feed", "--list", "Photographers", "--limit", "5"],
        ["feed", "--list=Close friends"],
    ]

    @Test func testThatTheFeedIsReadWithItsDefaults() {
        // given
        let arguments = ["feed"]
        // when
        let feed = FeedArguments.parse(arguments)
        // then
        #expect(feed == FeedArguments(account: AccountChoice(), format: .plain, limit: 20))
    }

    @Test func testThatJSONIsRead() {
        // given
        let arguments = ["feed", "--json"]
        // when
        let feed = FeedArguments.parse(arguments)
        // then
        #expect(feed?.format == .json)
    }

    @Test func testThatTheLimitIsRead() {
        // given
        let arguments = ["feed", "--limit", "7"]
        // when
        let feed = FeedArguments.parse(arguments)
        // then
        #expect(feed?.limit == 7)
    }

    @Test func testThatAListIsReadByItsTitle() {
        // given
        let arguments = ["feed", "--list", "Close friends"]
        // when
        let feed = FeedArguments.parse(arguments)
        // then
        #expect(feed?.timeline == .list(title: "Close friends"))
    }

    @Test func testThatTwoTimelinesAreLeftToTheParser() {
        // given
        let arguments = ["feed", "--local", "--federated"]
        // when
        let feed = FeedArguments.parse(arguments)
        // then
        #expect(feed == nil)
    }

    @Test func testThatAnotherCommandIsLeftToTheParser() {
        // given
        let arguments = ["likes", "--plain"]
        // when
        let feed = FeedArguments.parse(arguments)
        // then
        #expect(feed == nil)
    }

    @Test func testThatPlainWithJSONIsLeftToTheParser() {
        // given
        let arguments = ["feed", "--plain", "--json"]
        // when
        let feed = FeedArguments.parse(arguments)
        // then
        #expect(feed == nil)
    }

    @Test func testThatALimitOutOfRangeIsLeftToTheParser() {
        // given
        let arguments = ["feed", "--limit", "41"]
        // when
        let feed = FeedArguments.parse(arguments)
        // then
        #expect(feed == nil)
    }

    @Test func testThatALimitThatIsNoNumberIsLeftToTheParser() {
        // given
        let arguments = ["feed", "--limit", "many"]
        // when
        let feed = FeedArguments.parse(arguments)
        // then
        #expect(feed == nil)
    }

    @Test func testThatEveryListingReadsAsTheArgumentParserReadsIt() throws {
        // given
        let listings = Self.listingsTheParserTakes
        // when
        let read = listings.map(FeedArguments.parse)
        // then
        let parsed = try readByTheParser(listings, as: FeedCommand.self) {
            FeedArguments(account: $0.account.choice, format: $0.output.format, limit: $0.limit.limit, timeline: $0.timeline.source)
        }
        #expect(read == parsed)
    }
}
