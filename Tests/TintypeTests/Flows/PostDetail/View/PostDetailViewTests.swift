import Foundation
import Imaging
import TerminalUI
import Testing

@testable import Tintype
@testable import TintypeApp

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

    @Test func testThatBeingCoveredAndShownAgainTellsThePresenter() {
        // when
        view.setHidden(true)
        view.setHidden(false)
        // then
        #expect(output.visibilityEvents == [false, true])
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

    @Test func testThatDTwiceInARowIsAConfirmingRepeat() {
        // when
        view.handle(.character("D"))
        view.handle(.character("D"))
        // then
        #expect(output.repeatedDeletes == [false, true])
    }

    @Test func testThatAKeyBetweenTwoDsMakesTheSecondAFirstPressAgain() {
        // when
        view.handle(.character("D"))
        view.handle(.character("j"))
        view.handle(.character("D"))
        // then
        #expect(output.repeatedDeletes == [false, false])
    }

    @Test func testThatAResizeBetweenTwoDsKeepsTheSecondARepeat() {
        // when
        view.handle(.character("D"))
        view.handle(.resize)
        view.handle(.character("D"))
        // then
        #expect(output.repeatedDeletes == [false, true])
    }

    @Test func testThatBTwiceInARowIsAConfirmingRepeat() {
        // when
        view.handle(.character("b"))
        view.handle(.character("b"))
        // then
        #expect(output.repeatedBoosts == [false, true])
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

    // MARK: - Room for the photo and the thread

    /// Held here: a panel keeps its navigator weakly.
    private let navigator = NavigatorSpy()

    /// A 60x40 panel showing a post with a square photo, the thread of `comments` comments under it.
    private func postWithPhotoAndThread(comments: Int = 2) -> (view: PostDetailView, screen: MemoryScreen) {
        let screen = MemoryScreen(size: TerminalSize(rows: 40, columns: 60))
        let view = PostDetailView(dataDisplayManager: PostDetailDataDisplayManager())
        view.output = PostDetailViewOutputSpy()
        view.attach(to: screen, frame: Rect(row: 0, column: 0, rows: 40, columns: 60), navigator: navigator)
        let thread = CommentsView(dataDisplayManager: ListDataDisplayManager<CommentCell>(selection: .optional))
        thread.output = CommentsViewOutputSpy()
        view.embedModule(thread)
        let photo = PixelImage(width: 8, height: 8, bytes: [UInt8](repeating: 200, count: 8 * 8 * 3))
        view.update(with: [
            .header(name: "Ada", details: "@ada · 1h", ageLink: nil),
            .media(label: "Photo 1/1", picture: photo, note: nil, altText: "A square", aspectRatio: 1),
            .counts("♥ 2 · 💬 2", isLiked: false),
        ])
        thread.update(
            with: CommentsCellObjectFactory().cellObjects(
                for: (0..<comments).map { CommentFixture.comment(id: String($0 + 2)) }, now: Date()),
            heading: "Comments (\(comments))", renamedIds: [:])
        view.setHidden(false)
        view.drawIfNeeded()
        return (view, screen)
    }

    private func photoRows(on screen: MemoryScreen) -> Int {
        screen.renderedText().split(separator: "\n").filter { $0.contains("▀") }.count
    }

    @Test func testThatAClickOnThePhotoOpensItLarge() throws {
        // given
        let (view, screen) = postWithPhotoAndThread()
        let photoRow = try #require(
            screen.renderedText().split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.contains("▀") })
        // when
        let keys = view.keys(forClick: MouseEvent(action: .press(button: 0), row: photoRow, column: 10))
        // then
        #expect(keys == [.character("z")])
    }

    @Test func testThatAClickOnACommentSelectsIt() throws {
        // given
        let (view, screen) = postWithPhotoAndThread()
        let commentRow = try #require(
            screen.renderedText().split(separator: "\n", omittingEmptySubsequences: false).lastIndex { $0.contains("@") })
        // when
        let keys = view.keys(forClick: MouseEvent(action: .press(button: 0), row: commentRow, column: 10))
        // then
        #expect(keys.first == .down)
    }

    @Test func testThatThePhotoTakesTwoThirdsOfThePanelsBody() {
        // given
        let (_, screen) = postWithPhotoAndThread()
        // when
        let rows = photoRows(on: screen)
        // then: the body is the panel less its title and status lines
        #expect(rows == (40 - 2) * 2 / 3)
    }

    @Test func testThatTheThreadStaysInViewUnderTheLargePhoto() {
        // given
        let (_, screen) = postWithPhotoAndThread()
        // when
        let text = screen.renderedText()
        // then
        #expect(text.contains("Comments (2)"))
    }

    @Test func testThatChoosingACommentShrinksThePhotoToGiveALongThreadRoom() {
        // given
        let (view, screen) = postWithPhotoAndThread(comments: 12)
        let before = photoRows(on: screen)
        // when
        view.handle(.character("j"))
        view.drawIfNeeded()
        // then
        #expect(photoRows(on: screen) < before)
    }

    @Test func testThatChoosingACommentOfAShortThreadKeepsThePhotoLarge() {
        // given
        let (view, screen) = postWithPhotoAndThread(comments: 1)
        let before = photoRows(on: screen)
        // when
        view.handle(.character("j"))
        view.drawIfNeeded()
        // then
        #expect(photoRows(on: screen) == before)
    }

    @Test func testThatLeavingTheThreadGivesThePhotoItsRoomBack() {
        // given
        let (view, screen) = postWithPhotoAndThread(comments: 12)
        let before = photoRows(on: screen)
        view.handle(.character("j"))
        view.drawIfNeeded()
        // when
        view.handle(.character("k"))
        view.drawIfNeeded()
        // then
        #expect(photoRows(on: screen) == before)
    }

    @Test func testThatWhileChoosingTheNumbersAreThePollsAndNotTheTabs() {
        // given
        // when
        view.showChoosingPollOptions(true)
        // then
        #expect(view.isCapturingText)
    }

    @Test func testThatANumberWhileChoosingMarksAnOption() {
        // given
        view.showChoosingPollOptions(true)
        // when
        view.handle(.character("2"))
        // then
        #expect(output.pollKeys == [.option(2)])
    }

    @Test func testThatEscapeWhileChoosingStopsChoosingAndStaysOnThePost() {
        // given
        view.showChoosingPollOptions(true)
        // when
        view.handle(.escape)
        // then
        #expect(output.pollKeys == [.stop] && output.backEvents == 0)
    }

    @Test func testThatAnotherKeyWhileChoosingStopsChoosingAndDoesWhatItDoes() {
        // given
        view.showChoosingPollOptions(true)
        // when
        view.handle(.character("q"))
        // then
        #expect(output.pollKeys == [.stop] && output.backEvents == 1)
    }

    @Test func testThatVStartsAVote() {
        // given
        // when
        view.handle(.character("V"))
        // then
        #expect(output.pollKeys == [.vote])
    }
}
