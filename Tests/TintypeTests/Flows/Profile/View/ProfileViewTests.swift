import Foundation
import TerminalUI
import Testing

@testable import Tintype
@testable import TintypeApp

@MainActor
struct ProfileViewTests {
    let output = ProfileViewOutputSpy()
    let navigator = NavigatorSpy()
    let view: ProfileView

    static let header = ProfileHeaderCellObject(
        displayName: "Grace Hopper", handle: "@grace@pixelfed.social", badges: "locked", relationship: "you follow · follows you",
        bio: "Compilers, nanoseconds, and debugging actual bugs.", fields: [Profile.Field(name: "Website", value: "https://navy.example")],
        counts: "7 posts · 2 followers (F) · 1 following (W)", notice: nil)

    init() {
        view = ProfileView()
        view.output = output
    }

    private func render(columns: Int, rows: Int = 12) -> String {
        let screen = MemoryScreen(size: TerminalSize(rows: rows, columns: columns))
        view.attach(to: screen, frame: Rect(row: 0, column: 0, rows: rows, columns: columns), navigator: navigator)
        view.showTitle("Profile", trailing: "Esc back")
        view.showHeader(Self.header)
        view.drawIfNeeded()
        return screen.renderedText()
    }

    @Test func testThatTheHeaderAt80ColumnsShowsEverything() {
        // given
        // when
        let text = render(columns: 80)
        // then
        #expect(
            text.split(separator: "\n", omittingEmptySubsequences: false).prefix(7).joined(separator: "\n")
                == [
                    " Profile                                                               Esc back",
                    "  Grace Hopper @grace@pixelfed.social · locked          you follow · follows you",
                    "  Compilers, nanoseconds, and debugging actual bugs.",
                    "  Website  https://navy.example",
                    "  7 posts · 2 followers (F) · 1 following (W)",
                    "  ──────────────────────────────────────────────────────────────────────────────",
                    "",
                ].joined(separator: "\n"))
    }

    @Test func testThatTheHeaderAt40ColumnsStaysInside() {
        // given
        // when
        let text = render(columns: 40)
        // then
        #expect(
            text.split(separator: "\n", omittingEmptySubsequences: false).prefix(7).joined(separator: "\n")
                == [
                    " Profile                       Esc back",
                    "  Grace Hopper @grace@pixelfed.social ·…",
                    "                you follow · follows you",
                    "  Compilers, nanoseconds, and debugging…",
                    "  7 posts · 2 followers (F) · 1 followi…",
                    "  ──────────────────────────────────────",
                    "",
                ].joined(separator: "\n"))
    }

    @Test func testThatNoLineIsWiderThanTheTerminal() {
        // given
        // when
        let lines = render(columns: 40).split(separator: "\n")
        // then
        #expect(lines.allSatisfy { DisplayWidth.of($0) <= 40 })
    }

    @Test func testThatFFollows() {
        // given
        _ = render(columns: 80)
        // when
        view.handle(.character("f"))
        // then
        #expect(output.events.last == "follow")
    }

    @Test func testThatMWritesAMessage() {
        // given
        _ = render(columns: 80)
        // when
        view.handle(.character("m"))
        // then
        #expect(output.events.last == "message")
    }

    @Test func testThatCapitalFOpensFollowersAndWFollowing() {
        // given
        _ = render(columns: 80)
        // when
        view.handle(.character("F"))
        view.handle(.character("W"))
        // then
        #expect(output.events.suffix(2) == ["followers", "following"])
    }

    @Test func testThatEscapeAndQAreDifferentEvents() {
        // given
        _ = render(columns: 80)
        // when
        view.handle(.escape)
        view.handle(.character("q"))
        // then
        #expect(output.events.suffix(2) == ["back", "close"])
    }

    @Test func testThatShowingAgainTellsThePresenter() {
        // given
        _ = render(columns: 80)
        view.setHidden(true)
        // when
        view.setHidden(false)
        // then
        #expect(output.events.suffix(2) == ["disappear", "appear"])
    }

    @Test func testThatXTwiceIsABlockAskedThenConfirmed() {
        // given
        // when
        view.handle(.character("X"))
        view.handle(.character("X"))
        // then
        #expect(output.events.suffix(2) == ["block", "block again"])
    }

    @Test func testThatAnotherKeyBetweenLeavesTheSecondXAFirst() {
        // given
        view.handle(.character("X"))
        view.handle(.character("j"))
        // when
        view.handle(.character("X"))
        // then
        #expect(output.events.last == "block")
    }

    // MARK: - The posts embedded under the header

    private func embedPosts(rows: Int = 24) -> ModuleViewStub {
        let posts = ModuleViewStub()
        let screen = MemoryScreen(size: TerminalSize(rows: rows, columns: 80))
        view.attach(to: screen, frame: Rect(row: 0, column: 0, rows: rows, columns: 80), navigator: navigator)
        view.embedModule(posts)
        return posts
    }

    @Test func testThatThePostsAreLaidOutUnderTheHeader() {
        // given
        let posts = embedPosts()
        view.showHeader(Self.header)
        // when
        view.drawIfNeeded()
        // then: under the title bar and the header's lines, above the status line
        let frame = posts.frames.last
        #expect(frame.map { $0.row > 1 && $0.row + $0.size.rows == 23 } == true)
    }

    @Test func testThatThePostsAreOfferedEachKeyFirst() {
        // given
        let posts = embedPosts()
        posts.takesKeys = true
        // when
        view.handle(.character("f"))
        // then
        #expect(posts.keys == [.character("f")] && !output.events.contains("follow"))
    }

    @Test func testThatAKeyThePostsLeaveIsTheProfiles() {
        // given
        let posts = embedPosts()
        // when
        view.handle(.character("f"))
        // then
        #expect(output.events.last == "follow")
    }

    @Test func testThatHidingTheProfileHidesItsPosts() {
        // given
        let posts = embedPosts()
        // when
        view.setHidden(true)
        // then
        #expect(posts.hiddenStates == [true])
    }

    @Test func testThatLeavingTheScreenDetachesThePosts() {
        // given
        let posts = embedPosts()
        // when
        view.detach()
        // then
        #expect(!posts.isAttached)
    }
}
