import TerminalUI
import Testing

@testable import Tintype
@testable import TintypeApp

@MainActor
struct ActivityViewTests {
    let output = ActivityViewOutputSpy()
    let screen = MemoryScreen(size: TerminalSize(rows: 12, columns: 60))
    let view = ActivityView(activityDisplayManager: ListDataDisplayManager())

    init() {
        view.output = output
        view.attach(to: screen, frame: Rect(row: 0, column: 0, rows: 12, columns: 60), navigator: NavigatorSpy())
    }

    private static let group = NoticeGroupCellObject(
        id: "favourite-7", symbol: "♥", isLike: true, headline: "Grace Hopper liked your post", age: "2h", caption: "Moths in the relay",
        mediaSummary: "1 photo")

    /// The posts I liked, embedded, with what they were handed.
    private func embedLikedPosts() -> ModuleViewStub {
        let likedPosts = ModuleViewStub()
        view.embedModule(likedPosts)
        return likedPosts
    }

    @Test func testThatAttachingTriggersTheViewReadyEvent() {
        // given
        // when
        // then
        #expect(output.readyEvents == 1)
    }

    @Test func testThatALikedPostRowIsDrawn() {
        // given
        view.updateActivity(with: [Self.group])
        // when
        view.drawIfNeeded()
        // then
        #expect(screen.renderedText().contains("♥ Grace Hopper liked your post · 2h"))
    }

    @Test func testThatThePostsILikedAreHiddenWhileTheActivityIsInFront() {
        // given
        let likedPosts = embedLikedPosts()
        // when
        view.showSection(.activity)
        // then
        #expect(likedPosts.hiddenStates.last == true)
    }

    @Test func testThatThePostsILikedAreShownInTheirSection() {
        // given
        let likedPosts = embedLikedPosts()
        // when
        view.showSection(.likedPosts)
        // then
        #expect(likedPosts.hiddenStates.last == false)
    }

    @Test func testThatTheActivityIsNotDrawnUnderThePostsILiked() {
        // given
        view.updateActivity(with: [Self.group])
        _ = embedLikedPosts()
        // when
        view.showSection(.likedPosts)
        view.drawIfNeeded()
        // then
        #expect(!screen.renderedText().contains("liked your post"))
    }

    @Test func testThatThePostsILikedHaveEveryKeyFirst() {
        // given
        let likedPosts = embedLikedPosts()
        likedPosts.takesKeys = true
        view.showSection(.likedPosts)
        // when
        view.handle(.character("f"))
        // then
        #expect(likedPosts.keys == [.character("f")] && output.followBackEvents.isEmpty)
    }

    @Test func testThatMSwitchesBackFromThePostsILiked() {
        // given
        _ = embedLikedPosts()
        view.showSection(.likedPosts)
        // when
        view.handle(.character("m"))
        // then
        #expect(output.switchEvents == 1)
    }

    @Test func testThatARequestKeyDoesNothingOverThePostsILiked() {
        // given
        view.updateActivity(with: [Self.group])
        _ = embedLikedPosts()
        view.showSection(.likedPosts)
        // when
        view.handle(.character("a"))
        // then
        #expect(output.answerEvents.isEmpty)
    }

    @Test func testThatEnterOpensTheSelectedRow() {
        // given
        view.updateActivity(with: [Self.group, Self.group])
        view.drawIfNeeded()
        view.handle(.character("j"))
        // when
        view.handle(.enter)
        // then
        #expect(output.selected == [1])
    }

    @Test func testThatMSwitchesTheSection() {
        // given
        // when
        view.handle(.character("m"))
        // then
        #expect(output.switchEvents == 1)
    }

    @Test func testThatFAsksToFollowBack() {
        // given
        view.updateActivity(with: [Self.group])
        // when
        view.handle(.character("f"))
        // then
        #expect(output.followBackEvents == [0])
    }

    @Test func testThatAAcceptsTheSelectedRequest() {
        // given
        view.updateActivity(with: [Self.group])
        // when
        view.handle(.character("a"))
        // then
        #expect(output.answerEvents.map(\.accepting) == [true])
    }

    @Test func testThatXTurnsTheSelectedRequestDown() {
        // given
        view.updateActivity(with: [Self.group])
        // when
        view.handle(.character("x"))
        // then
        #expect(output.answerEvents.map(\.accepting) == [false])
    }

    @Test func testThatVAsksForTheNextKinds() {
        // given
        // when
        view.handle(.character("v"))
        // then
        #expect(output.filterEvents == 1)
    }

    @Test func testThatShowingTheTabAgainIsAnAppearEvent() {
        // given
        view.setHidden(true)
        // when
        view.setHidden(false)
        // then
        #expect(output.disappearEvents == 1 && output.appearEvents == 1)
    }

    @Test func testThatQuestionMarkShowsTheKeys() {
        // given
        let tall = MemoryScreen(size: TerminalSize(rows: 30, columns: 80))
        view.attach(to: tall, frame: Rect(row: 0, column: 0, rows: 30, columns: 80), navigator: NavigatorSpy())
        // when
        view.handle(.character("?"))
        view.drawIfNeeded()
        // then
        #expect(tall.renderedText().contains("everyone who liked the post"))
    }
}
