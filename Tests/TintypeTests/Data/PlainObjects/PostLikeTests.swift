import Testing

@testable import Tintype

struct PostLikeTests {
    @Test func testThatALikeCountsOneMore() {
        // given
        var post = Post.fixture(id: "7")
        post.likesCount = 3
        // when
        let liked = post.withLike(true)
        // then
        #expect(liked.isLiked && liked.likesCount == 4)
    }

    @Test func testThatALikeTakenBackNeverCountsBelowNone() {
        // given
        var post = Post.fixture(id: "7")
        post.isLiked = true
        post.likesCount = 0
        // when
        let unliked = post.withLike(false)
        // then
        #expect(!unliked.isLiked && unliked.likesCount == 0)
    }

    @Test func testThatTheLikeThePostHasChangesNothing() {
        // given
        var post = Post.fixture(id: "7")
        post.isLiked = true
        post.likesCount = 5
        // when
        let same = post.withLike(true)
        // then
        #expect(same == post)
    }
}
