import Foundation
import TerminalUI
import Testing

@testable import Tintype
@testable import TintypeApp

@MainActor
struct DesktopNotifierTests {
    let screen = MemoryScreen(size: TerminalSize(rows: 10, columns: 40))
    let clock = Clock()
    let notifier: DesktopNotifier

    /// A time a test moves on.
    final class Clock: @unchecked Sendable {
        var now = Date(timeIntervalSince1970: 1_000_000)
    }

    init() {
        let clock = clock
        notifier = DesktopNotifier(screen: screen, now: { clock.now })
    }

    private func message(from handle: String = "ada", saying text: String = "Lunch at noon?") -> Notice {
        var post = Post.fixture(id: "9", caption: text)
        post.visibility = .mentioned
        return Notice(
            id: UUID().uuidString, kind: .mention, account: Author(id: handle, displayName: "Ada Lovelace", handle: handle), post: post)
    }

    private func comment(from handle: String = "grace") -> Notice {
        Notice(
            id: UUID().uuidString, kind: .comment, account: Author(id: handle, displayName: "Grace Hopper", handle: handle),
            post: Post.fixture(id: "8", caption: "Lovely light."))
    }

    @Test func testThatAMessageWhileTheTerminalIsNotInFrontRaisesOne() {
        // given
        screen.isFocused = false
        // when
        notifier.noticeArrived(message(), isTabInFront: true)
        // then
        #expect(screen.notifications.map(\.title) == ["Ada Lovelace wrote to you"])
    }

    @Test func testThatTheNotificationCarriesWhatWasWritten() {
        // given
        screen.isFocused = false
        // when
        notifier.noticeArrived(message(saying: "Lunch at noon?"), isTabInFront: false)
        // then
        #expect(screen.notifications.first?.body == "Lunch at noon?")
    }

    @Test func testThatTheMentionsAMessageOpensWithAreLeftOut() {
        // given
        screen.isFocused = false
        // when
        notifier.noticeArrived(message(saying: "@alan @grace Lunch at noon?"), isTabInFront: false)
        // then
        #expect(screen.notifications.first?.body == "Lunch at noon?")
    }

    @Test func testThatAMessageSeenInItsTabRaisesNone() {
        // given
        screen.isFocused = true
        // when
        notifier.noticeArrived(message(), isTabInFront: true)
        // then
        #expect(screen.notifications.isEmpty)
    }

    @Test func testThatAMessageWhileAnotherTabIsInFrontRaisesOne() {
        // given
        screen.isFocused = true
        // when
        notifier.noticeArrived(message(), isTabInFront: false)
        // then
        #expect(screen.notifications.count == 1)
    }

    @Test func testThatASecondMessageOfTheConversationWithinAMinuteRaisesNone() {
        // given
        screen.isFocused = false
        notifier.noticeArrived(message(), isTabInFront: false)
        clock.now += 30
        // when
        notifier.noticeArrived(message(saying: "Or one?"), isTabInFront: false)
        // then
        #expect(screen.notifications.count == 1)
    }

    @Test func testThatAMessageOfTheConversationAMinuteLaterRaisesOneAgain() {
        // given
        screen.isFocused = false
        notifier.noticeArrived(message(), isTabInFront: false)
        clock.now += 61
        // when
        notifier.noticeArrived(message(saying: "Still on?"), isTabInFront: false)
        // then
        #expect(screen.notifications.count == 2)
    }

    @Test func testThatAnotherConversationWithinTheMinuteRaisesItsOwn() {
        // given
        screen.isFocused = false
        notifier.noticeArrived(message(from: "ada"), isTabInFront: false)
        // when
        notifier.noticeArrived(comment(from: "grace"), isTabInFront: false)
        // then
        #expect(screen.notifications.map(\.title) == ["Ada Lovelace wrote to you", "Grace Hopper commented on your post"])
    }

    @Test func testThatALikeRaisesNone() {
        // given
        screen.isFocused = false
        let like = Notice(id: "1", kind: .like, account: Author(id: "ada", displayName: "Ada", handle: "ada"), post: Post.fixture(id: "8"))
        // when
        notifier.noticeArrived(like, isTabInFront: false)
        // then
        #expect(screen.notifications.isEmpty)
    }

    @Test func testThatAMessageIsShownInMessages() {
        // when
        let tab = DesktopNotifier.tab(showing: message())
        // then
        #expect(tab == .messages)
    }

    @Test func testThatACommentIsShownInActivity() {
        // when
        let tab = DesktopNotifier.tab(showing: comment())
        // then
        #expect(tab == .likes)
    }
}
