import Testing

@testable import Tintype

struct PostChangeApplierTests {
    private var posts = ["1", "2"].map {
        Post(id: $0, author: Author(id: "a", displayName: "Grace", handle: "grace"), createdAt: nil, caption: "", likesCount: 3)
    }

    @Test func testThatALikeIsAppliedToThePostWithThatId() {
        // given
        var posts = posts
        // when
        PostChangeApplier.applyLike(ofPostId: "2", isLiked: true, likesCount: 4, to: &posts)
        // then
        #expect(posts[1].isLiked && posts[1].likesCount == 4 && !posts[0].isLiked)
    }

    @Test func testThatALikeOfAPostNotShownChangesNothing() {
        // given
        var posts = posts
        // when
        let applied = PostChangeApplier.applyLike(ofPostId: "9", isLiked: true, likesCount: 4, to: &posts)
        // then
        #expect(!applied && posts == self.posts)
    }

    @Test func testThatACommentsCountIsAppliedToThePostWithThatId() {
        // given
        var posts = posts
        // when
        PostChangeApplier.applyCommentsCount(ofPostId: "1", commentsCount: 7, to: &posts)
        // then
        #expect(posts[0].commentsCount == 7 && posts[1].commentsCount == 0)
    }

    @Test func testThatALikeReachesTheRowsHoldingThatPost() {
        // given
        struct Row { var post: Post }
        var rows = posts.map(Row.init)
        // when
        PostChangeApplier.applyLike(ofPostId: "1", isLiked: true, likesCount: 9, to: &rows, at: \.post)
        // then
        #expect(rows[0].post.likesCount == 9 && rows[1].post.likesCount == 3)
    }
}
