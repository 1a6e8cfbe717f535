import Localisation
import Testing

@testable import Tintype

@MainActor
struct QuoteActionsTests {
    private let interactor = PostDetailInteractorInputSpy()
    private let router = PostDetailRouterInputSpy()
    private let statuses = QuoteStatuses()
    private let quotes: QuoteActions
    /// Ada's post "9", quoting my post "7" (mine: I am "a7", the fixture's author of "7").
    private let quotingMine: Post = {
        var post = Post.fixture(id: "9")
        post.quote = .shown(QuotedPost(id: "7", author: Post.fixture(id: "7").author, createdAt: nil, caption: "Moths"))
        return post
    }()

    init() {
        quotes = QuoteActions(
            interactor: interactor, router: router, explain: { "because \($0)" },
            showStatus: { [statuses] text, tone in statuses.lines.append((text, tone)) })
    }

    @Test func testThatMyPostsQuotesAreListed() {
        // when
        quotes.listQuotes(of: Post.fixture(id: "7"), mayBeMine: true)
        // then
        #expect(router.quotesRequests == ["7"])
    }

    @Test func testThatSomeoneElsesPostsQuotesAreNotListed() {
        // when
        quotes.listQuotes(of: Post.fixture(id: "7"), mayBeMine: false)
        // then
        #expect(router.quotesRequests.isEmpty && statuses.lines.last?.text == Strings.quotesOnlyYours)
    }

    @Test func testThatTakingMyPostOutOfAQuoteAsksFirst() {
        // when
        quotes.revoke(in: quotingMine, signedInAccountId: "a7", isRepeated: false)
        // then
        #expect(interactor.revokeRequests.isEmpty && statuses.lines.last?.text == Strings.revokeQuoteAsk)
    }

    @Test func testThatTheSameKeyAgainTakesMyPostOut() {
        // given
        quotes.revoke(in: quotingMine, signedInAccountId: "a7", isRepeated: false)
        // when
        quotes.revoke(in: quotingMine, signedInAccountId: "a7", isRepeated: true)
        // then
        #expect(interactor.revokeRequests == ["7 ← 9"])
    }

    @Test func testThatAQuoteOfSomeoneElsesPostIsNotMineToTakeBack() {
        // when
        quotes.revoke(in: quotingMine, signedInAccountId: "someone", isRepeated: true)
        // then
        #expect(interactor.revokeRequests.isEmpty && statuses.lines.last?.text == Strings.revokeQuoteNotYours)
    }

    @Test func testThatWhileWhoIsSignedInIsNotKnownTheServerDecides() {
        // given
        quotes.revoke(in: quotingMine, signedInAccountId: nil, isRepeated: false)
        // when
        quotes.revoke(in: quotingMine, signedInAccountId: nil, isRepeated: true)
        // then
        #expect(interactor.revokeRequests == ["7 ← 9"])
    }

    @Test func testThatAPostQuotingNoneHasNothingToTakeBack() {
        // when
        quotes.revoke(in: Post.fixture(id: "9"), signedInAccountId: nil, isRepeated: true)
        // then
        #expect(interactor.revokeRequests.isEmpty && statuses.lines.last?.text == Strings.revokeQuoteNotYours)
    }

    @Test func testThatARefusalSaysWhy() {
        // when
        quotes.didFail(.forbidden(nil))
        // then
        #expect(statuses.lines.last?.tone == .error)
    }
}

@MainActor
private final class QuoteStatuses {
    var lines: [(text: String, tone: StatusLineViewModel.Tone)] = []
}
