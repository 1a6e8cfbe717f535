import Testing

@testable import Tintype
@testable import TintypeApp

struct PostTests {
    @Test func testThatAChangeToACopyLeavesTheOriginalAsItWas() {
        // given
        let original = Post.fixture(id: "7")
        var copy = original
        // when
        copy.isLiked = true
        // then
        #expect(!original.isLiked)
    }

    @Test func testThatAChangedCopyHasTheChange() {
        // given
        var copy = Post.fixture(id: "7")
        let original = copy
        // when
        copy.caption = "Rye, day two"
        // then
        #expect(copy.caption == "Rye, day two" && original.caption != "Rye, day two")
    }

    @Test func testThatACopyEqualsItsOriginal() {
        // given
        let original = Post.fixture(id: "7")
        // when
        let copy = original
        // then
        #expect(copy == original)
    }

    @Test func testThatPostsMadeApartWithTheSameFieldsAreEqual() {
        // when
        let one = Post.fixture(id: "7")
        let other = Post.fixture(id: "7")
        // then
        #expect(one == other)
    }

    @Test func testThatAPostChangedBackEqualsOneNeverChanged() {
        // given
        var changed = Post.fixture(id: "7")
        // when
        changed.likesCount += 1
        changed.likesCount -= 1
        // then
        #expect(changed == Post.fixture(id: "7"))
    }

    @Test func testThatPostsWithDifferentFieldsDiffer() {
        // given
        var liked = Post.fixture(id: "7")
        // when
        liked.isLiked = true
        // then
        #expect(liked != Post.fixture(id: "7"))
    }

    @Test func testThatAPostKeptAsItsOwnOriginalIsTheSamePost() {
        // given
        let post = Post.fixture(id: "7")
        // when
        let original = post.asOriginal
        // then
        #expect(original == post)
    }
}
