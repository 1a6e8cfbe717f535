import TerminalUI
import Testing

@testable import Tintype

@MainActor
struct PostDetailViewTests {
    let output = PostDetailViewOutputSpy()
    let view = PostDetailView(dataDisplayManager: PostDetailDataDisplayManager())

    init() {
        view.output = output
        view.attach(
            to: MemoryScreen(size: TerminalSize(rows: 10, columns: 40)), frame: Rect(row: 0, column: 0, rows: 10, columns: 40),
            navigator: NavigatorSpy())
    }

    @Test func testThatEscapeGoesBack() {
        // given
        // when
        view.handle(.escape)
        // then
        #expect(output.backEvents == 1)
    }

    @Test func testThatBackspaceGoesBack() {
        // given
        // when
        view.handle(.backspace)
        // then
        #expect(output.backEvents == 1)
    }

    @Test func testThatLLikesThePost() {
        // given
        // when
        view.handle(.character("l"))
        // then
        #expect(output.likeEvents == 1)
    }

    @Test func testThatSRevealsTheCaption() {
        // given
        // when
        view.handle(.character("s"))
        // then
        #expect(output.revealEvents == 1)
    }

    @Test func testThatUAsksForTheAuthorsProfile() {
        // given
        // when
        view.handle(.character("u"))
        // then
        #expect(output.profileEvents == 1)
    }

    @Test func testThatZAsksForThePhotoViewer() {
        // when
        view.handle(.character("z"))
        // then
        #expect(output.viewPhotoEvents == 1)
    }

    @Test func testThatTheEmbeddedThreadIsOfferedKeysFirst() {
        // given
        let comments = CommentsViewOutputSpy()
        let thread = CommentsView(dataDisplayManager: ListDataDisplayManager<CommentCell>(selection: .optional))
        thread.output = comments
        view.embedModule(thread)
        thread.showComposer(ComposerViewModel(title: "Comment on the post", text: "", characterLimit: 500))
        // when
        view.handle(.character("l"))
        // then
        #expect(output.likeEvents == 0 && comments.draftChanges == ["l"])
    }

    @Test func testThatKeysTheThreadDoesNotTakeReachThePost() {
        // given
        let thread = CommentsView(dataDisplayManager: ListDataDisplayManager<CommentCell>(selection: .optional))
        thread.output = CommentsViewOutputSpy()
        view.embedModule(thread)
        // when
        view.handle(.character("l"))
        // then
        #expect(output.likeEvents == 1)
    }
}
