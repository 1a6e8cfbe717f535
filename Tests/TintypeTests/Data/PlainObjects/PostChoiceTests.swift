import Testing

@testable import Tintype
@testable import TintypeApp

struct PostChoiceTests {
    @Test func testThatALikeCountsOneMore() {
        // given
        var post = Post.fixture(id: "7")
        post.likesCount = 3
        // when
        let liked = post.with(.like, true)
        // then
        #expect(liked.isLiked && liked.likesCount == 4)
    }

    @Test func testThatALikeTakenBackNeverCountsBelowNone() {
        // given
        var post = Post.fixture(id: "7")
        post.isLiked = true
        post.likesCount = 0
        // when
        let unliked = post.with(.like, false)
        // then
        #expect(!unliked.isLiked && unliked.likesCount == 0)
    }

    @Test func testThatTheLikeThePostHasChangesNothing() {
        // given
        var post = Post.fixture(id: "7")
        post.isLiked = true
        post.likesCount = 5
        // when
        let same = post.with(.like, true)
        // then
        #expect(same == post)
    }

    @Test func testThatABoostCountsOneMoreBoost() {
        // given
        var post = Post.fixture(id: "7")
        post.boostsCount = 2
        // when
        let boosted = post.with(.boost, true)
        // then
        #expect(boosted.isBoosted && boosted.boostsCount == 3 && boosted.likesCount == post.likesCount)
    }

    @Test func testThatASaveMovesNoCount() {
        // given
        let post = Post.fixture(id: "7")
        // when
        let saved = post.with(.save, true)
        // then
        #expect(saved.isSaved && saved.likesCount == post.likesCount && saved.boostsCount == post.boostsCount)
    }

    @Test func testThatTheChoicesOfANewerCopyReplaceTheOldOnes() {
        // given
        let post = Post.fixture(id: "7")
        var newer = post.with(.boost, true).with(.save, true)
        newer.caption = "changed since"
        // when
        let updated = post.withChoices(of: newer)
        // then
        #expect(updated.isBoosted && updated.isSaved && updated.boostsCount == newer.boostsCount && updated.caption == post.caption)
    }
}
