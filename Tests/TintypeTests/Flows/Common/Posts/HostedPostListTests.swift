import Foundation
import Localisation
import Testing

@testable import Tintype

@MainActor
struct HostedPostListTests {
    private let shown = ShownLines()
    private let list = ModuleInputSpy()
    private let section: HostedPostList

    init() {
        section = HostedPostList(
            wording: HostedPostList.Wording(loading: Strings.loadingLikes, loaded: Strings.feedOnline),
            embed: { [list] output in output.didEmbedPostList(list) }, isInFront: { [shown] in shown.isInFront },
            now: { Date(timeIntervalSince1970: 1_000_000) }, showStatus: { [shown] in shown.statuses.append($0) })
    }

    @Test func testThatTheFirstShowingBuildsTheListAndSaysItLoads() {
        // given
        // when
        section.load()
        // then
        #expect(shown.statuses.map(\.text) == [Strings.loadingLikes] && list.postListRefreshes == 0)
    }

    @Test func testThatAShowingAfterFetchesAnew() {
        // given
        section.load()
        // when
        section.load()
        // then
        #expect(list.postListRefreshes == 1 && shown.statuses.last?.text == Strings.refreshing)
    }

    @Test func testThatAnotherSourceIsListedAndSaidToLoad() {
        // given
        section.load()
        section.didLoadNewestPosts(count: 3)
        // when
        section.show(.timeline(.federated))
        // then
        #expect(list.postListSources.last == .timeline(.federated) && shown.statuses.last?.text == Strings.loadingLikes)
    }

    @Test func testThatOlderPostsAreCountedWithTheOthers() {
        // given
        section.load()
        section.didLoadNewestPosts(count: 3)
        // when
        section.didLoadOlderPosts(count: 43)
        // then
        #expect(shown.statuses.last?.text == Strings.feedOnline(43, updated: "now"))
    }

    @Test func testThatTheListsWordsWaitWhileAnotherSectionIsInFront() {
        // given
        shown.isInFront = false
        // when
        section.didShowPostListStatus(StatusLineViewModel(text: "like taken back"))
        // then
        #expect(shown.statuses.isEmpty)
    }
}

@MainActor
private final class ShownLines {
    var isInFront = true
    var statuses: [StatusLineViewModel] = []
}
