import Testing

@testable import Tintype

struct PostChangeApplierTests {
    private var posts = ["1", "2"].map {
        Post(id: $0, author: Author(id: "a", displayName: "Grace", handle: "grace"), createdAt: nil, caption: "", likesCount: 3)
    }

    private func liked(_ id: String, likes: Int) -> Post {
        Post(
            id: id, author: Author(id: "a", displayName: "Grace", handle: "grace"), createdAt: nil, caption: "", likesCount: likes,
            isLiked: true)
    }

    @Test func testThatABoostIsAppliedToThePostWithThatId() {
        // given
        var posts = posts
        let boosted = posts[0].with(.boost, true)
        // when
        PostChangeApplier.applyChoices(of: boosted, to: &posts)
        // then
        #expect(posts[0].isBoosted && posts[0].boostsCount == 1 && !posts[1].isBoosted)
    }

    @Test func testThatAnEditChangesTheWordsButNotTheLikes() {
        // given
        var posts = posts
        var edited = posts[1]
        edited.caption = "Sunday, edited"
        edited.likesCount = 99
        // when
        PostChangeApplier.applyEdit(of: edited, to: &posts)
        // then
        #expect(posts[1].caption == "Sunday, edited" && posts[1].likesCount == 3)
    }

    @Test func testThatALikeIsAppliedToThePostWithThatId() {
        // given
        var posts = posts
        // when
        PostChangeApplier.applyChoices(of: liked("2", likes: 4), to: &posts)
        // then
        #expect(posts[1].isLiked && posts[1].likesCount == 4 && !posts[0].isLiked)
    }

    @Test func testThatALikeOfAPostNotShownChangesNothing() {
        // given
        var posts = posts
        // when
        let applied = PostChangeApplier.applyChoices(of: liked("9", likes: 4), to: &posts)
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
        struct Row { var post: Post? }
        var rows = posts.map(Row.init)
        // when
        PostChangeApplier.applyChoices(of: liked("1", likes: 9), to: &rows, at: \.post)
        // then
        #expect(rows[0].post?.likesCount == 9 && rows[1].post?.likesCount == 3)
    }
}
