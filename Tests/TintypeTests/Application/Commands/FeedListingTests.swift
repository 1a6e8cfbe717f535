import Foundation
import MastodonAPI
import TestSupport
import Testing

@testable import Tintype
@testable import TintypeApp

struct FeedListingTests {
    private func configuration() throws -> ApplicationConfiguration {
        try ListingConfiguration.make("tintype-feed")
    }

    private static func answer(_ json: String) -> Result<HTTPResponse, TransportError> {
        .success(HTTPResponse(status: 200, headers: [("Content-Type", "application/json")], body: Data(json.utf8)))
    }

    @Test func testThatTheHomeTimelineIsAskedForAsManyPostsAsArePrinted() async throws {
        // given
        let transport = StubTransport([Self.answer(StubJSON.account(id: "1", acct: "ada", displayName: "Ada Lovelace")), Self.answer("[]")])
        // when
        _ = try await FeedListing.render(configuration: try configuration(), format: .plain, limit: 5, transport: transport)
        // then
        #expect(transport.lastRequest?.url.query?.contains("limit=5") == true, "\(transport.lastRequest?.url.absoluteString ?? "")")
    }

    private func pollPost(hasVoted: Bool) -> Post {
        var post = Post.fixture(id: "1", caption: "Tea?")
        post.poll = Poll(
            id: "p", options: [.init(title: "yes", votesCount: 3), .init(title: "no", votesCount: 1)], isExpired: true, votesCount: 4,
            hasVoted: hasVoted, ownVotes: hasVoted ? [0] : [])
        return post
    }

    @Test func testThatAPollIsPrintedWithItsSharesAndMine() throws {
        // given
        // when
        let text = try FeedListing.text(of: [pollPost(hasVoted: true)], format: .plain)
        // then
        #expect(text.contains("1. 75% yes ✓\n2. 25% no\n"))
    }

    @Test func testThatAPollsJSONNumbersMyChoicesFromOne() throws {
        // given
        // when
        let text = try FeedListing.text(of: [pollPost(hasVoted: true)], format: .json)
        // then
        let json = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [[String: Any]]
        #expect((json?.first?["poll"] as? [String: Any])?["myChoices"] as? [Int] == [1])
    }

    @Test func testThatAQuoteIsPrintedAsOneLineUnderTheCaption() throws {
        // given
        var post = Post.fixture(id: "2", caption: "So true")
        post.quote = .shown(
            QuotedPost(id: "1", author: Author(id: "g", displayName: "Grace", handle: "grace"), createdAt: nil, caption: "Bugs\nand moths"))
        // when
        let text = try FeedListing.text(of: [post], format: .plain)
        // then
        #expect(text.contains("So true\n┃ Grace @grace: Bugs\n"))
    }
}
