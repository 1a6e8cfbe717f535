import Foundation
import Testing

@testable import Tintype
@testable import TintypeApp

struct PagedListTests {
    let savedAt = Date(timeIntervalSince1970: 100)
    let fetchedAt = Date(timeIntervalSince1970: 200)

    @Test func testThatASecondRefreshWaitsForTheFirst() {
        // given
        var list = PagedList<Int>()
        _ = list.beginRefresh()
        // when
        let started = list.beginRefresh()
        // then
        #expect(!started)
    }

    @Test func testThatNewsDuringARefreshAsksForAnotherOnceItIsAnswered() {
        // given: a refresh on its way when something new happens on the server
        var list = PagedList<Int>()
        _ = list.beginRefresh()
        _ = list.beginRefresh(forNews: true)
        list.showNewest([1], hasOlder: false, fetchedAt: fetchedAt)
        // when
        let missed = list.takeMissedNews()
        // then
        #expect(missed)
    }

    @Test func testThatMissedNewsIsToldOnce() {
        // given
        var list = PagedList<Int>()
        _ = list.beginRefresh()
        _ = list.beginRefresh(forNews: true)
        list.showNewest([1], hasOlder: false, fetchedAt: fetchedAt)
        _ = list.takeMissedNews()
        // when
        let again = list.takeMissedNews()
        // then
        #expect(!again)
    }

    @Test func testThatARefreshAskedForAgainWithoutNewsMissesNothing() {
        // given: the tab shown twice while its first page comes
        var list = PagedList<Int>()
        _ = list.beginRefresh()
        _ = list.beginRefresh()
        list.showNewest([1], hasOlder: false, fetchedAt: fetchedAt)
        // when
        let missed = list.takeMissedNews()
        // then
        #expect(!missed)
    }

    @Test func testThatTheCacheIsShownBeforeTheServerAnswers() {
        // given
        var list = PagedList<Int>()
        // when
        _ = list.showCached([1, 2], hasOlder: true, savedAt: savedAt)
        // then
        #expect(list.items == [1, 2] && list.cachedAt == savedAt)
    }

    @Test func testThatTheCacheComingAfterTheServerIsNotShown() {
        // given
        var list = PagedList<Int>()
        list.showNewest([3], hasOlder: false, fetchedAt: fetchedAt)
        // when
        let shown = list.showCached([1, 2], hasOlder: true, savedAt: savedAt)
        // then
        #expect(!shown && list.items == [3])
    }

    @Test func testThatTheServersPageReplacesTheCachesAndForgetsWhenItWasSaved() {
        // given
        var list = PagedList<Int>()
        _ = list.showCached([1, 2], hasOlder: true, savedAt: savedAt)
        // when
        list.showNewest([3, 1], hasOlder: true, fetchedAt: fetchedAt)
        // then
        #expect(list.items == [3, 1] && list.cachedAt == nil && list.lastUpdatedAt == fetchedAt)
    }

    @Test func testThatOlderItemsAreNotAskedForWhenThereAreNone() {
        // given
        var list = PagedList<Int>()
        list.showNewest([1], hasOlder: false, fetchedAt: fetchedAt)
        // when
        let started = list.beginLoadingOlder()
        // then
        #expect(!started)
    }

    @Test func testThatOlderItemsAreAskedForOnce() {
        // given
        var list = PagedList<Int>()
        list.showNewest([1], hasOlder: true, fetchedAt: fetchedAt)
        _ = list.beginLoadingOlder()
        // when
        let startedAgain = list.beginLoadingOlder()
        // then
        #expect(!startedAgain && list.footer == .loadingOlder)
    }

    @Test func testThatAFailedOlderPageMayBeAskedForAgain() {
        // given
        var list = PagedList<Int>()
        list.showNewest([1], hasOlder: true, fetchedAt: fetchedAt)
        _ = list.beginLoadingOlder()
        list.failLoadingOlder()
        // when
        let started = list.beginLoadingOlder()
        // then
        #expect(started)
    }

    @Test func testThatTheEndIsSaidOnlyOnceTheServerSaidIt() {
        // given
        var list = PagedList<Int>()
        _ = list.showCached([1], hasOlder: false, savedAt: savedAt)
        // when
        let footerFromCache = list.footer
        list.showNewest([1], hasOlder: false, fetchedAt: fetchedAt)
        // then
        #expect(footerFromCache == .none && list.footer == .end)
    }

    @Test func testThatAnEmptyAnswerIsEmpty() {
        // given
        var list = PagedList<Int>()
        _ = list.beginRefresh()
        // when
        list.showNewest([], hasOlder: false, fetchedAt: fetchedAt)
        // then
        #expect(list.footer == .empty)
    }

    @Test func testThatAFailedFirstFetchIsNotLoadedRatherThanEmpty() {
        // given
        var list = PagedList<Int>()
        _ = list.beginRefresh()
        // when
        list.failRefresh()
        // then
        #expect(list.footer == .notLoaded)
    }

    @Test func testThatTheFirstFetchIsLoadingFirst() {
        // given
        var list = PagedList<Int>()
        // when
        _ = list.beginRefresh()
        // then
        #expect(list.footer == .loadingFirst)
    }

    @Test func testThatAnUpdateKeepsWhereTheListStands() {
        // given
        var list = PagedList<Int>()
        list.showNewest([1, 2], hasOlder: true, fetchedAt: fetchedAt)
        // when
        list.updateItems { $0[1] = 5 }
        // then
        #expect(list.items == [1, 5] && list.hasOlder && list.lastUpdatedAt == fetchedAt)
    }

    @Test func testThatARestartForgetsTheItemsAndFetchesTheFirstPage() {
        // given
        var list = PagedList<Int>()
        list.showNewest([1, 2], hasOlder: true, fetchedAt: fetchedAt)
        // when
        list.restart()
        // then
        #expect(list.items.isEmpty && !list.hasOlder && list.footer == .loadingFirst)
    }

    @Test func testThatTheCachesPageIsSaidToBeSaved() {
        // given
        var list = PagedList<Int>()
        _ = list.beginRefresh()
        // when
        _ = list.showCached([1], hasOlder: false, savedAt: savedAt)
        // then
        #expect(list.phase == .cached(savedAt: savedAt))
    }

    @Test func testThatARefreshOverLiveItemsIsRefreshing() {
        // given
        var list = PagedList<Int>()
        list.showNewest([1], hasOlder: false, fetchedAt: fetchedAt)
        // when
        _ = list.beginRefresh()
        // then
        #expect(list.phase == .refreshing)
    }

    @Test func testThatTheServersAnswerIsOnlineAsOfItsTime() {
        // given
        var list = PagedList<Int>()
        // when
        list.showNewest([1], hasOlder: false, fetchedAt: fetchedAt)
        // then
        #expect(list.phase == .online(updatedAt: fetchedAt))
    }

    @Test func testThatAStaleListClaimsNoUpdateTime() {
        // given
        var list = PagedList<Int>()
        list.showNewest([1], hasOlder: false, fetchedAt: fetchedAt)
        // when
        list.markStale()
        // then
        #expect(list.phase == .online(updatedAt: nil))
    }
}
