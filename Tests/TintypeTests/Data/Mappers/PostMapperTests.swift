import Foundation
import MastodonAPI
import Testing
import TextBasics

@testable import Tintype
@testable import TintypeApp

struct PostMapperTests {
    private let author = AccountEntity(id: "1", username: "grace", acct: "grace@pixelfed.social", displayName: "Grace")

    @Test func testThatCaptionHTMLBecomesText() {
        // given
        let status = StatusEntity(id: "1", createdAt: nil, account: author, content: "<p>Hello<br>world &amp; all</p>")
        // when
        let post = PostMapper.post(from: status)
        // then
        #expect(post.caption == "Hello\nworld & all")
    }

    @Test func testThatTheCaptionKeepsItsLinks() {
        // given
        let status = StatusEntity(
            id: "1", createdAt: nil, account: author,
            content: #"<p>Shot on <a href="https://film.example/portra" rel="nofollow">film.example/portra</a></p>"#)
        // when
        let post = PostMapper.post(from: status)
        // then
        #expect(post.captionLinks == [TextLink(text: "film.example/portra", address: "https://film.example/portra")])
    }

    @Test func testThatHostileCaptionLosesItsControls() {
        // given
        let status = StatusEntity(id: "1", createdAt: nil, account: author, content: "<p>hi&#27;]52;c;AAAA&#7;\u{202E}there</p>")
        // when
        let post = PostMapper.post(from: status)
        // then
        #expect(post.caption == "hithere")
    }

    @Test func testThatDisplayNameIsOneCleanLine() {
        // given
        let hostile = AccountEntity(id: "1", username: "x", acct: "x", displayName: "Evil\n\u{1B}[31mName")
        let status = StatusEntity(id: "1", createdAt: nil, account: hostile, content: "")
        // when
        let post = PostMapper.post(from: status)
        // then
        #expect(post.author.displayName == "Evil Name")
    }

    @Test func testThatEmptyDisplayNameFallsBackToTheHandle() {
        // given
        let nameless = AccountEntity(id: "1", username: "x", acct: "x@y.example", displayName: "")
        let status = StatusEntity(id: "1", createdAt: nil, account: nameless, content: "")
        // when
        let post = PostMapper.post(from: status)
        // then
        #expect(post.author.displayName == "x@y.example")
    }

    @Test func testThatBoostShowsTheOriginalPost() {
        // given
        let booster = AccountEntity(id: "2", username: "ada", acct: "ada", displayName: "Ada")
        let original = StatusEntity(id: "7", createdAt: nil, account: author, content: "<p>original</p>", favouritesCount: 4)
        let boost = StatusEntity(id: "9", createdAt: nil, account: booster, content: "", reblog: original)
        // when
        let post = PostMapper.post(from: boost)
        // then
        #expect(post.caption == "original" && post.likesCount == 4 && post.boostedBy?.displayName == "Ada")
    }

    @Test func testThatImageBecomesPhotoWithCleanAltText() {
        // given
        let image = MediaAttachmentEntity(id: "m", kind: .image, url: "https://x/a.jpg", description: "A cat\u{200B}")
        let status = StatusEntity(id: "1", createdAt: nil, account: author, content: "", mediaAttachments: [image])
        // when
        let post = PostMapper.post(from: status)
        // then
        #expect(post.media == [MediaItem(kind: .photo, altText: "A cat", url: "https://x/a.jpg", previewURL: "https://x/a.jpg")])
    }

    @Test func testThatAPhotoKeepsItsSmallCopyAndBlurhash() {
        // given
        let image = MediaAttachmentEntity(
            id: "m", kind: .image, url: "https://x/a.jpg", previewURL: "https://x/a_s.jpg", blurhash: "LEHV6nWB2yk8pyo0adR*.7kCMdnj")
        let status = StatusEntity(id: "1", createdAt: nil, account: author, content: "", mediaAttachments: [image])
        // when
        let item = PostMapper.post(from: status).media.first
        // then
        #expect(item?.previewURL == "https://x/a_s.jpg" && item?.blurhash == "LEHV6nWB2yk8pyo0adR*.7kCMdnj")
    }

    @Test func testThatASensitivePostsPhotosAreSensitive() {
        // given
        let image = MediaAttachmentEntity(id: "m", kind: .image, url: "https://x/a.jpg")
        let status = StatusEntity(id: "1", createdAt: nil, account: author, content: "", isSensitive: true, mediaAttachments: [image])
        // when
        let post = PostMapper.post(from: status)
        // then
        #expect(post.media.first?.isSensitive == true)
    }

    @Test func testThatAnAnswerIsAReply() {
        // given
        let status = StatusEntity(id: "2", createdAt: nil, account: author, content: "", inReplyToId: "1")
        // when
        let post = PostMapper.post(from: status)
        // then
        #expect(post.isReply)
    }

    @Test func testThatFollowersOnlyVisibilityIsNamedForPeople() {
        // given
        let status = StatusEntity(id: "1", createdAt: nil, account: author, content: "", visibility: .private)
        // when
        let post = PostMapper.post(from: status)
        // then
        #expect(post.visibility == .followers)
    }

    @Test func testThatNegativeCountsBecomeZero() {
        // given
        let status = StatusEntity(id: "1", createdAt: nil, account: author, content: "", favouritesCount: -3)
        // when
        let post = PostMapper.post(from: status)
        // then
        #expect(post.likesCount == 0)
    }

    @Test func testThatAListLeavesOutWhatAFilterHides() {
        // given
        let hidden = StatusEntity(
            id: "1", createdAt: nil, account: author, content: "<p>The finale</p>",
            filtered: [FilterResultEntity(title: "Spoilers", action: "hide")])
        let shown = StatusEntity(id: "2", createdAt: nil, account: author, content: "<p>Moths</p>")
        // when
        let posts = PostMapper.posts(from: [hidden, shown])
        // then
        #expect(posts.map(\.id) == ["2"])
    }

    @Test func testThatABoostOfAHiddenPostIsLeftOutToo() {
        // given
        let hidden = StatusEntity(
            id: "1", createdAt: nil, account: author, content: "<p>The finale</p>",
            filtered: [FilterResultEntity(title: "Spoilers", action: "hide")])
        let boost = StatusEntity(id: "3", createdAt: nil, account: author, content: "", reblog: hidden)
        // when
        let posts = PostMapper.posts(from: [boost])
        // then
        #expect(posts.isEmpty)
    }

    @Test func testThatAWarningFiltersTitleIsCarriedCleaned() {
        // given
        let warned = StatusEntity(
            id: "1", createdAt: nil, account: author, content: "<p>The finale</p>",
            filtered: [FilterResultEntity(title: "Spoilers\u{1B}[2J", action: "warn")])
        // when
        let post = PostMapper.post(from: warned)
        // then
        #expect(post.filterTitle == "Spoilers")
    }

    private func quoting(_ quote: QuoteEntity) -> StatusEntity {
        StatusEntity(id: "2", createdAt: nil, account: author, content: "<p>So true</p>", quote: quote)
    }

    private let quoted = StatusEntity(
        id: "1", createdAt: nil, account: AccountEntity(id: "g", username: "grace", acct: "grace", displayName: "Grace Hopper"),
        content: "<p>Bugs &amp; moths\u{1B}[2J</p>")

    @Test func testThatAnAcceptedQuoteShowsTheQuotedPostAsCleanText() {
        // given
        let status = quoting(QuoteEntity(state: .accepted, quotedStatus: quoted))
        // when
        let post = PostMapper.post(from: status)
        // then
        #expect(
            post.quote
                == .shown(
                    QuotedPost(
                        id: "1", author: Author(id: "g", displayName: "Grace Hopper", handle: "grace"), createdAt: nil,
                        caption: "Bugs & moths")))
    }

    @Test func testThatAQuoteInsideTheQuoteIsOnlySaidToBeThere() {
        // given
        let inner = StatusEntity(
            id: "1", createdAt: nil, account: author, content: "<p>Yes</p>", quote: QuoteEntity(state: .accepted, quotedStatusId: "0"))
        // when
        let post = PostMapper.post(from: quoting(QuoteEntity(state: .accepted, quotedStatus: inner)))
        // then
        guard case .shown(let card)? = post.quote else { return #expect(Bool(false), "no card") }
        #expect(card.quotesAnother)
    }

    @Test func testThatADeletedQuotedPostIsRemoved() {
        // given
        // when
        let post = PostMapper.post(from: quoting(QuoteEntity(state: .deleted)))
        // then
        #expect(post.quote == .removed)
    }

    @Test func testThatAQuoteWaitingForApprovalSaysSo() {
        // given
        // when
        let post = PostMapper.post(from: quoting(QuoteEntity(state: .pending)))
        // then
        #expect(post.quote == .pending)
    }

    @Test func testThatAQuoteOfAMutedAccountIsHidden() {
        // given
        // when
        let post = PostMapper.post(from: quoting(QuoteEntity(state: .mutedAccount, quotedStatus: quoted)))
        // then
        #expect(post.quote == .hidden)
    }

    @Test func testThatAnAcceptedQuoteWithoutItsPostIsHidden() {
        // given
        // when
        let post = PostMapper.post(from: quoting(QuoteEntity(state: .accepted)))
        // then
        #expect(post.quote == .hidden)
    }

    @Test func testThatABoostShowsTheQuoteOfTheBoostedPost() {
        // given
        let boost = StatusEntity(id: "9", createdAt: nil, account: author, content: "", reblog: quoting(QuoteEntity(state: .deleted)))
        // when
        let post = PostMapper.post(from: boost)
        // then
        #expect(post.quote == .removed)
    }

    private func withPoll(_ poll: PollEntity) -> StatusEntity {
        StatusEntity(id: "3", createdAt: nil, account: author, content: "<p>Which?</p>", poll: poll)
    }

    @Test func testThatAPollsOptionsAreOneCleanLineEach() {
        // given
        let status = withPoll(PollEntity(id: "p", options: [.init(title: "red\n\u{1B}[31mnow\u{202E}")]))
        // when
        let post = PostMapper.post(from: status)
        // then
        #expect(post.poll?.options.map(\.title) == ["red now"])
    }

    @Test func testThatAVoteForAnOptionThatIsNotThereIsDropped() {
        // given
        let status = withPoll(PollEntity(id: "p", options: [.init(title: "a")], hasVoted: true, ownVotes: [0, 7, -1]))
        // when
        let post = PostMapper.post(from: status)
        // then
        #expect(post.poll?.ownVotes == [0])
    }

    @Test func testThatACountBelowNoneIsNone() {
        // given
        let status = withPoll(PollEntity(id: "p", votesCount: -5, options: [.init(title: "a", votesCount: -2)]))
        // when
        let post = PostMapper.post(from: status)
        // then
        #expect(post.poll?.votesCount == 0 && post.poll?.options.first?.votesCount == 0)
    }

    @Test func testThatThePostsPageIsItsAddress() {
        // given
        let status = StatusEntity(id: "1", createdAt: nil, account: author, content: "<p>x</p>", url: "https://pixelfed.social/p/grace/1")
        // when
        let post = PostMapper.post(from: status)
        // then
        #expect(post.address == "https://pixelfed.social/p/grace/1")
    }

    @Test(arguments: ["javascript:alert(1)", "https://x.social/\u{1B}]52;c;aGk=", "https://x.social/a b", "file:///etc/passwd"])
    func testThatAnAddressThatIsNotASafeWebAddressIsDropped(_ url: String) {
        // given
        let status = StatusEntity(id: "1", createdAt: nil, account: author, content: "<p>x</p>", url: url)
        // when
        let post = PostMapper.post(from: status)
        // then
        #expect(post.address == nil)
    }
}
