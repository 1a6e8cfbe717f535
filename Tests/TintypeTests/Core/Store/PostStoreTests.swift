import Testing

@testable import Tintype
@testable import TintypeApp

@MainActor
struct PostStoreTests {
    private let store = PostStore()

    /// A boost row of post "7", as the home feed shows it.
    private func boost(of originalId: String, likes: Int = 0) -> Post {
        var row = Post.fixture(id: "b\(originalId)", likes: likes)
        row.originalId = originalId
        row.boostedBy = Author(id: "k", displayName: "Katherine Johnson", handle: "katherine")
        return row
    }

    @Test func testThatAReceivedPostIsKeptByItsOriginalId() {
        // when
        store.receive([boost(of: "7", likes: 3)], askedAt: store.now)
        // then
        #expect(store.post(withOriginalId: "7")?.likesCount == 3)
    }

    @Test func testThatTheStoreKeepsThePostItselfNotTheBoost() {
        // when
        store.receive([boost(of: "7")], askedAt: store.now)
        // then
        #expect(store.post(withOriginalId: "7")?.boostedBy == nil)
    }

    @Test func testThatAReceivedBoostRowKeepsItsOwnId() {
        // when
        let shown = store.receive([boost(of: "7")], askedAt: store.now)
        // then
        #expect(shown.map(\.id) == ["b7"])
    }

    @Test func testThatAChoiceIsToldToListeners() {
        // given
        store.receive([.fixture(id: "1", likes: 2)], askedAt: store.now)
        let heard = HeardChanges(store)
        // when
        store.choose(.like, true, originalId: "1")
        // then
        #expect(heard.changes == [.changed(.fixture(id: "1", likes: 3, isLiked: true))])
    }

    @Test func testThatAPageFetchedWhileALikeWaitsStillShowsTheLike() {
        // given
        store.receive([.fixture(id: "1", likes: 2)], askedAt: store.now)
        store.choose(.like, true, originalId: "1")
        // when: the server's copy, read before the like reached it
        let shown = store.receive([.fixture(id: "1", likes: 2)], askedAt: store.now)
        // then
        #expect(shown.first?.isLiked == true && shown.first?.likesCount == 3)
    }

    @Test func testThatAConfirmedLikeNoLongerOverridesLaterCopies() {
        // given
        store.receive([.fixture(id: "1", likes: 2)], askedAt: store.now)
        store.choose(.like, true, originalId: "1")
        store.confirm(.like, answer: .fixture(id: "1", likes: 3, isLiked: true))
        // when: someone else's copy later says the like was taken back (on the web)
        let shown = store.receive([.fixture(id: "1", likes: 2)], askedAt: store.now)
        // then
        #expect(shown.first?.isLiked == false)
    }

    @Test func testThatAPageAskedForBeforeALikeWasAnsweredDoesNotUndoItWhenItComesAfter() {
        // given: a page asked for; meanwhile a like made and answered
        store.receive([.fixture(id: "1", likes: 2)], askedAt: store.now)
        let asked = store.now
        store.choose(.like, true, originalId: "1")
        store.confirm(.like, answer: .fixture(id: "1", likes: 3, isLiked: true))
        // when: the page comes, with the post as it was before the like
        let shown = store.receive([.fixture(id: "1", likes: 2)], askedAt: asked)
        // then
        #expect(shown.first?.isLiked == true && shown.first?.likesCount == 3)
    }

    @Test func testThatAPageAskedForBeforeAnEditKeepsTheEditedWords() {
        // given
        store.receive([.fixture(id: "1")], askedAt: store.now)
        let asked = store.now
        store.edit(.fixture(id: "1", caption: "Edited"))
        // when
        store.receive([.fixture(id: "1")], askedAt: asked)
        // then
        #expect(store.post(withOriginalId: "1")?.caption == "Edited")
    }

    @Test func testThatAPageAskedForBeforeACommentKeepsItCounted() {
        // given
        store.receive([.fixture(id: "1")], askedAt: store.now)
        let asked = store.now
        store.countComment(onOriginalId: "1")
        // when
        store.receive([.fixture(id: "1")], askedAt: asked)
        // then
        #expect(store.post(withOriginalId: "1")?.commentsCount == 1)
    }

    @Test func testThatAPageAskedForBeforeALikeStillBringsTheOtherPostsNews() {
        // given
        store.receive([.fixture(id: "1"), .fixture(id: "2", likes: 1)], askedAt: store.now)
        let asked = store.now
        store.choose(.like, true, originalId: "1")
        // when
        store.receive([.fixture(id: "1"), .fixture(id: "2", likes: 5)], askedAt: asked)
        // then
        #expect(store.post(withOriginalId: "2")?.likesCount == 5)
    }

    @Test func testThatAnAnswerToAnOvertakenChoiceLeavesTheLaterChoiceShown() {
        // given: liked, then taken back before the like's answer came
        store.receive([.fixture(id: "1", likes: 2)], askedAt: store.now)
        store.choose(.like, true, originalId: "1")
        store.choose(.like, false, originalId: "1")
        // when
        store.confirm(.like, answer: .fixture(id: "1", likes: 3, isLiked: true))
        // then
        #expect(store.post(withOriginalId: "1")?.isLiked == false)
    }

    @Test func testThatARefusedLikeIsUndone() {
        // given
        store.receive([.fixture(id: "1", likes: 2)], askedAt: store.now)
        store.choose(.like, true, originalId: "1")
        // when
        store.refuse(.like, true, originalId: "1")
        // then
        #expect(store.post(withOriginalId: "1") == .fixture(id: "1", likes: 2))
    }

    @Test func testThatARefusalOvertakenByALaterChoiceLeavesTheLaterChoiceShown() {
        // given: liked, then taken back before the like's refusal came
        store.receive([.fixture(id: "1", likes: 2)], askedAt: store.now)
        store.choose(.like, true, originalId: "1")
        store.choose(.like, false, originalId: "1")
        // when
        store.refuse(.like, true, originalId: "1")
        // then
        #expect(store.post(withOriginalId: "1")?.isLiked == false)
    }

    @Test func testThatARefusalToldTwiceUndoesOnce() {
        // given
        store.receive([.fixture(id: "1", likes: 2)], askedAt: store.now)
        store.choose(.like, true, originalId: "1")
        store.refuse(.like, true, originalId: "1")
        // when
        let undone = store.refuse(.like, true, originalId: "1")
        // then
        #expect(!undone && store.post(withOriginalId: "1")?.likesCount == 2)
    }

    @Test func testThatAPostNewToTheStoreTellsNobody() {
        // given
        let heard = HeardChanges(store)
        // when: a post first fetched, then another taken down
        store.receive([.fixture(id: "1")], askedAt: store.now)
        store.remove(originalId: "2")
        // then: the only change told is the second
        #expect(heard.changes == [.removed(originalId: "2")])
    }

    @Test func testThatAnEditChangesTheWordsButNotTheLikes() {
        // given
        store.receive([.fixture(id: "1", likes: 4)], askedAt: store.now)
        // when
        store.edit(.fixture(id: "1", caption: "Edited", likes: 0))
        // then
        #expect(store.post(withOriginalId: "1") == .fixture(id: "1", caption: "Edited", likes: 4))
    }

    @Test func testThatACommentIsCounted() {
        // given
        store.receive([.fixture(id: "1")], askedAt: store.now)
        // when
        store.countComment(onOriginalId: "1")
        // then
        #expect(store.post(withOriginalId: "1")?.commentsCount == 1)
    }

    @Test func testThatACommentOnTheLargestCountStaysAtTheLargestCount() {
        // given
        var post = Post.fixture(id: "1")
        post.commentsCount = .max
        store.receive([post], askedAt: store.now)
        // when
        store.countComment(onOriginalId: "1")
        // then
        #expect(store.post(withOriginalId: "1")?.commentsCount == .max)
    }

    @Test func testThatAPostTakenDownDoesNotComeBackWithAPageFetchedBeforeTheServerForgotIt() {
        // given
        store.receive([.fixture(id: "1")], askedAt: store.now)
        store.remove(originalId: "1")
        // when
        let shown = store.receive([.fixture(id: "1"), .fixture(id: "2")], askedAt: store.now)
        // then
        #expect(shown.map(\.id) == ["2"])
    }

    @Test func testThatAPostFetchedAgainUnchangedTellsNobody() {
        // given
        store.receive([.fixture(id: "1")], askedAt: store.now)
        let heard = HeardChanges(store)
        // when: fetched again as it was, then another post taken down
        store.receive([.fixture(id: "1")], askedAt: store.now)
        store.remove(originalId: "2")
        // then: the only change told is the second
        #expect(heard.changes == [.removed(originalId: "2")])
    }

    @Test func testThatAListenerThatStoppedIsForgotten() {
        // given
        let listener = store.listen { _ in }
        // when
        store.stopListening(listener)
        // then
        #expect(store.listenerCount == 0)
    }

    @Test func testThatAPostLikedAndNotAnsweredYetIsAmongThoseWaiting() {
        // given
        store.receive([.fixture(id: "7"), .fixture(id: "8")], askedAt: store.now)
        // when
        store.choose(.like, true, originalId: "7")
        // then
        #expect(store.posts(waitingFor: .like, isOn: true).map(\.id) == ["7"])
    }

    @Test func testThatAPostWhoseLikeWasAnsweredWaitsNoMore() {
        // given
        store.receive([.fixture(id: "7")], askedAt: store.now)
        store.choose(.like, true, originalId: "7")
        // when
        store.confirm(.like, answer: .fixture(id: "7", likes: 1, isLiked: true))
        // then
        #expect(store.posts(waitingFor: .like, isOn: true).isEmpty)
    }

    /// Post "2", quoting post "1".
    private func quoting(_ quotedId: String = "1") -> Post {
        var post = Post.fixture(id: "2")
        post.quote = .shown(
            QuotedPost(id: quotedId, author: Author(id: "g", displayName: "Grace", handle: "grace"), createdAt: nil, caption: "Bugs"))
        return post
    }

    @Test func testThatAQuotedPostTakenDownLeavesItsQuotesSayingSo() {
        // given
        store.receive([.fixture(id: "1"), quoting()], askedAt: store.now)
        // when
        store.remove(originalId: "1")
        // then
        #expect(store.post(withOriginalId: "2")?.quote == .removed)
    }

    @Test func testThatTheQuotesOfAPostTakenDownAreToldAsChanged() {
        // given
        store.receive([.fixture(id: "1"), quoting()], askedAt: store.now)
        let heard = HeardChanges(store)
        // when
        store.remove(originalId: "1")
        // then
        #expect(heard.changes.contains { if case .changed(let post) = $0 { post.id == "2" } else { false } })
    }

    @Test func testThatAQuoteFetchedAfterItsPostWasTakenDownSaysSo() {
        // given
        store.remove(originalId: "1")
        // when
        let shown = store.receive([quoting()], askedAt: store.now)
        // then
        #expect(shown.first?.quote == .removed)
    }

    @Test func testThatAnEditOfAQuotedPostShowsInItsQuotes() {
        // given
        store.receive([.fixture(id: "1"), quoting()], askedAt: store.now)
        // when
        store.edit(.fixture(id: "1", caption: "Moths, really"))
        // then
        guard case .shown(let card)? = store.post(withOriginalId: "2")?.quote else { return #expect(Bool(false), "no card") }
        #expect(card.caption == "Moths, really")
    }

    /// Post "5" with an open poll of two options, nobody's vote in it.
    private func pollPost() -> Post {
        var post = Post.fixture(id: "5")
        post.poll = Poll(id: "p", options: [.init(title: "a", votesCount: 0), .init(title: "b", votesCount: 0)])
        return post
    }

    @Test func testThatAVoteShowsAtOnce() {
        // given
        store.receive([pollPost()], askedAt: store.now)
        // when
        store.vote([1], originalId: "5")
        // then
        #expect(store.post(withOriginalId: "5")?.poll?.ownVotes == [1])
    }

    @Test func testThatARefusedVoteLeavesThePollAsItWas() {
        // given
        store.receive([pollPost()], askedAt: store.now)
        store.vote([1], originalId: "5")
        // when
        store.refuseVote(originalId: "5")
        // then
        #expect(store.post(withOriginalId: "5")?.poll == pollPost().poll)
    }

    @Test func testThatAPageFetchedAfterTheVoteButWithoutItKeepsTheVoteShown() {
        // given
        store.receive([pollPost()], askedAt: store.now)
        store.vote([0], originalId: "5")
        // when: a page asked for after the vote, from a server that has not counted it yet
        let shown = store.receive([pollPost()], askedAt: store.now)
        // then
        #expect(shown.first?.poll?.hasVoted == true)
    }

    @Test func testThatTheServersAnswerEndsTheWait() {
        // given
        store.receive([pollPost()], askedAt: store.now)
        store.vote([0], originalId: "5")
        var answer = pollPost()
        answer.poll = answer.poll?.withVote([0])
        store.confirmVote(answer: answer)
        // when: a page without the vote, asked after the answer, is the server's word now
        let shown = store.receive([pollPost()], askedAt: store.now)
        // then
        #expect(shown.first?.poll?.hasVoted == false)
    }

    @Test func testThatACopyAskedForBeforeAQuoteWasTakenBackDoesNotBringTheQuotedPostBack() {
        // given: a copy of Ada's post quoting mine is asked for; then my post is taken out of it
        var quoting = Post.fixture(id: "9")
        quoting.quote = .shown(QuotedPost(id: "7", author: Post.fixture(id: "7").author, createdAt: nil, caption: "Moths"))
        store.receive([quoting], askedAt: store.now)
        let asked = store.now
        var answer = quoting
        answer.quote = .removed
        store.confirmQuoteRevoked(answer: answer)
        // when: the copy asked for before comes
        let shown = store.receive([quoting], askedAt: asked)
        // then
        #expect(shown.first?.quote == .removed)
    }

    @Test func testThatATranslationShowsOnEveryScreen() {
        // given
        store.receive([.fixture(id: "1")], askedAt: store.now)
        let heard = HeardChanges(store)
        // when
        store.showTranslation(PostTranslation(caption: "Una leyenda"), originalId: "1")
        // then
        #expect(heard.changes.count == 1 && store.post(withOriginalId: "1")?.translation?.caption == "Una leyenda")
    }

    @Test func testThatAPageFetchedAgainKeepsTheTranslation() {
        // given
        store.receive([.fixture(id: "1")], askedAt: store.now)
        store.showTranslation(PostTranslation(caption: "Una leyenda"), originalId: "1")
        // when
        let shown = store.receive([.fixture(id: "1")], askedAt: store.now)
        // then
        #expect(shown.first?.translation?.caption == "Una leyenda")
    }

    @Test func testThatAnEditLetsTheTranslationGo() {
        // given
        store.receive([.fixture(id: "1")], askedAt: store.now)
        store.showTranslation(PostTranslation(caption: "Una leyenda"), originalId: "1")
        // when
        store.edit(.fixture(id: "1", caption: "New words"))
        // then
        #expect(store.post(withOriginalId: "1")?.translation == nil)
    }

    @Test func testThatTheOriginalComesBack() {
        // given
        store.receive([.fixture(id: "1")], askedAt: store.now)
        store.showTranslation(PostTranslation(caption: "Una leyenda"), originalId: "1")
        // when
        store.hideTranslation(originalId: "1")
        // then
        #expect(store.post(withOriginalId: "1")?.translation == nil)
    }

    @Test func testThatAQuoteOfAnAccountBlockedIsHidden() {
        // given: post "2" quotes a post by account "g"
        store.receive([quoting()], askedAt: store.now)
        // when
        store.hideQuotes(ofAccountId: "g")
        // then
        #expect(store.post(withOriginalId: "2")?.quote == .hidden)
    }

    @Test func testThatAPageFetchedAfterTheBlockShowsNoQuoteOfTheAccount() {
        // given
        store.hideQuotes(ofAccountId: "g")
        // when
        let shown = store.receive([quoting()], askedAt: store.now)
        // then
        #expect(shown.first?.quote == .hidden)
    }
}
