import Testing

@testable import Tintype

@MainActor
struct HomeReadPositionTests {
    let interactor = ReadPositionInteractorInputSpy()
    let position: HomeReadPosition
    /// The rows placed on, each its index among the first page's.
    var placed: [Int] { heard.values }
    let heard = Heard()

    /// What the position told the presenter.
    @MainActor
    final class Heard {
        var values: [Int] = []
    }

    init() {
        position = HomeReadPosition(interactor: interactor)
        position.didPlace = { [heard] in heard.values.append($0) }
    }

    @Test func testThatStartingAsksWhereIStopped() {
        // when
        position.start()
        // then
        #expect(interactor.obtainRequests == 1)
    }

    @Test func testThatThePostIStoppedAtIsPlacedOnTheFirstPage() {
        // given
        position.didObtainReadPosition("3")
        // when
        position.didShowNewest(rowIds: ["5", "4", "3", "2"])
        // then
        #expect(placed == [2])
    }

    @Test func testThatAPageAlreadyOnScreenIsNotMovedWhenThePositionComesLate() {
        // given: the page shown before the server said where I stopped
        position.didShowNewest(rowIds: ["5", "4", "3", "2"])
        // when
        position.didObtainReadPosition("3")
        // then
        #expect(placed.isEmpty)
    }

    @Test func testThatAPostNotOnTheFirstPageMovesNothing() {
        // given
        position.didObtainReadPosition("1")
        // when
        position.didShowNewest(rowIds: ["5", "4", "3", "2"])
        // then
        #expect(placed.isEmpty)
    }

    @Test func testThatOnlyTheFirstPageIsPlacedOn() {
        // given
        position.didObtainReadPosition(nil)
        position.didShowNewest(rowIds: ["5", "4"])
        // when: a later page holds a post kept elsewhere meanwhile
        position.didShowNewest(rowIds: ["6", "5", "4"])
        // then
        #expect(placed.isEmpty)
    }

    @Test func testThatNothingIsKeptBeforeThePositionIsPlaced() {
        // given: the page shown, the server not yet answered
        position.didShowNewest(rowIds: ["5", "4"])
        // when
        position.didRead(rowId: "5")
        // then
        #expect(interactor.savedPostIds.isEmpty)
    }

    @Test func testThatTheRowSelectedIsKeptOnceItIsPlaced() {
        // given
        position.didObtainReadPosition("5")
        position.didShowNewest(rowIds: ["5", "4"])
        // when
        position.didRead(rowId: "4")
        // then
        #expect(interactor.savedPostIds == ["4"])
    }

    @Test func testThatThePositionKeptAlreadyIsNotSentAgain() {
        // given
        position.didObtainReadPosition("5")
        position.didShowNewest(rowIds: ["5", "4"])
        // when
        position.didRead(rowId: "5")
        // then
        #expect(interactor.savedPostIds.isEmpty)
    }

    @Test func testThatASelectionMovedBeforeThePositionCameStaysWhereItWasPut() {
        // given: the page shown, and the selection moved before the server answered
        position.didShowNewest(rowIds: ["5", "4", "3"])
        position.didRead(rowId: "4")
        // when
        position.didObtainReadPosition("3")
        // then
        #expect(placed.isEmpty && interactor.savedPostIds == ["4"])
    }
}
