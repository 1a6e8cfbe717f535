import Localisation
import Testing

@testable import Tintype

@MainActor
struct PostSharingTests {
    private let interactor = PostDetailInteractorInputSpy()
    private let router = PostDetailRouterInputSpy()
    private let statuses = QuoteStatuses()
    private let quotes: PostSharing
    private let clipboard = Clipboard()
    /// Ada's post "9", quoting my post "7" (mine: I am "a7", the fixture's author of "7").
    private let quotingMine: Post = {
        var post = Post.fixture(id: "9")
        post.quote = .shown(QuotedPost(id: "7", author: Post.fixture(id: "7").author, createdAt: nil, caption: "Moths"))
        return post
    }()

    init() {
        quotes = PostSharing(
            interactor: interactor, router: router, explain: { "because \($0)" },
            copyToClipboard: { [clipboard] in
                clipboard.copied.append($0)
                return clipboard.takes
            },
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
        quotes.revoke(quotingMine, by: "a7", isRepeated: false)
        // then
        #expect(interactor.revokeRequests.isEmpty && statuses.lines.last?.text == Strings.revokeQuoteAsk)
    }

    @Test func testThatTheSameKeyAgainTakesMyPostOut() {
        // given
        quotes.revoke(quotingMine, by: "a7", isRepeated: false)
        // when
        quotes.revoke(quotingMine, by: "a7", isRepeated: true)
        // then
        #expect(interactor.revokeRequests == ["7 ← 9"])
    }

    @Test func testThatAQuoteOfSomeoneElsesPostIsNotMineToTakeBack() {
        // when
        quotes.revoke(quotingMine, by: "someone", isRepeated: true)
        // then
        #expect(interactor.revokeRequests.isEmpty && statuses.lines.last?.text == Strings.revokeQuoteNotYours)
    }

    @Test func testThatWhileWhoIsSignedInIsNotKnownTheServerDecides() {
        // given
        quotes.revoke(quotingMine, by: nil, isRepeated: false)
        // when
        quotes.revoke(quotingMine, by: nil, isRepeated: true)
        // then
        #expect(interactor.revokeRequests == ["7 ← 9"])
    }

    @Test func testThatAPostQuotingNoneHasNothingToTakeBack() {
        // when
        quotes.revoke(Post.fixture(id: "9"), by: nil, isRepeated: true)
        // then
        #expect(interactor.revokeRequests.isEmpty && statuses.lines.last?.text == Strings.revokeQuoteNotYours)
    }

    @Test func testThatYCopiesThePostsAddress() {
        // given
        var post = Post.fixture(id: "7")
        post.address = "https://example.social/@grace/7"
        // when
        quotes.copyAddress(of: post)
        // then
        #expect(clipboard.copied == ["https://example.social/@grace/7"] && statuses.lines.last?.tone == .normal)
    }

    @Test func testThatAClipboardTmuxKeepsIsSaid() {
        // given
        var post = Post.fixture(id: "7")
        post.address = "https://example.social/@grace/7"
        clipboard.takes = false
        // when
        quotes.copyAddress(of: post)
        // then
        #expect(statuses.lines.last?.text == Strings.clipboardKept)
    }

    @Test func testThatAPostWithNoAddressCopiesNothing() {
        // when
        quotes.copyAddress(of: Post.fixture(id: "7"))
        // then
        #expect(clipboard.copied.isEmpty && statuses.lines.last?.text == Strings.noAddressToCopy)
    }

    @Test func testThatARefusalSaysWhy() {
        // when
        quotes.didFail(.forbidden(nil))
        // then
        #expect(statuses.lines.last?.tone == .error)
    }
}

@MainActor
private final class Clipboard {
    var copied: [String] = []
    var takes = true
}

@MainActor
private final class QuoteStatuses {
    var lines: [(text: String, tone: StatusLineViewModel.Tone)] = []
}
