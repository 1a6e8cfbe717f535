import TerminalUI
import Testing

@testable import Tintype

@MainActor
struct ActivityViewTests {
    let output = ActivityViewOutputSpy()
    let screen = MemoryScreen(size: TerminalSize(rows: 12, columns: 60))
    let view = ActivityView(activityDisplayManager: ListDataDisplayManager(), likedPostsDisplayManager: ListDataDisplayManager())

    init() {
        view.output = output
        view.attach(to: screen, frame: Rect(row: 0, column: 0, rows: 12, columns: 60), navigator: NavigatorSpy())
    }

    private static let group = NoticeGroupCellObject(
        id: "favourite-7", symbol: "♥", isLike: true, headline: "Grace Hopper liked your post", age: "2h", caption: "Moths in the relay",
        mediaSummary: "1 photo")

    private static func post(_ id: String) -> PostCellObject {
        PostCellObjectFactory().cellObjects(for: [.fixture(id: id, caption: "Post \(id)")], now: .init(timeIntervalSince1970: 1_000_000))[0]
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

    @Test func testThatThePostsILikedAreDrawnInTheirSection() {
        // given
        view.updateActivity(with: [Self.group])
        view.updateLikedPosts(with: [Self.post("5")])
        // when
        view.showSection(.likedPosts)
        view.drawIfNeeded()
        // then
        #expect(screen.renderedText().contains("Post 5") && !screen.renderedText().contains("liked your post"))
    }

    @Test func testThatEnterOpensTheSelectedRowOfTheSectionInFront() {
        // given
        view.updateActivity(with: [Self.group])
        view.updateLikedPosts(with: [Self.post("5"), Self.post("4")])
        view.showSection(.likedPosts)
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

    @Test func testThatFAsksToFollowBackOrTakeTheLikeBack() {
        // given
        view.updateLikedPosts(with: [Self.post("5")])
        view.showSection(.likedPosts)
        // when
        view.handle(.character("f"))
        // then
        #expect(output.followOrUnlikeEvents == [0])
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
