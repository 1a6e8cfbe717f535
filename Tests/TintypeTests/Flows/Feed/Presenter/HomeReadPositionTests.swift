import Testing

@testable import Tintype

@MainActor
struct HomeReadPositionTests {
    let interactor = ReadPositionInteractorInputSpy()
    let view = FeedViewInputSpy()
    let position: HomeReadPosition
    var newAbove: [Int] { heard.values }
    let heard = Heard()

    /// What the position told the presenter.
    @MainActor
    final class Heard {
        var values: [Int] = []
    }

    init() {
        position = HomeReadPosition(interactor: interactor)
        position.view = view
        position.didPlace = { [heard] in heard.values.append($0) }
    }

    @Test func testThatStartingAsksWhereIStopped() {
        // when
        position.start()
        // then
        #expect(interactor.obtainRequests == 1)
    }

    @Test func testThatThePostIStoppedAtIsSelectedOnTheFirstPage() {
        // given
        position.didObtainReadPosition("3")
        // when
        position.didShowNewest(rowIds: ["5", "4", "3", "2"])
        // then
        #expect(view.readPositions == [2])
    }

    @Test func testThatThePostsAboveAreCountedAsNew() {
        // given
        position.didObtainReadPosition("3")
        // when
        position.didShowNewest(rowIds: ["5", "4", "3", "2"])
        // then
        #expect(newAbove == [2])
    }

    @Test func testThatAPageAlreadyOnScreenIsNotMovedWhenThePositionComesLate() {
        // given: the page shown before the server said where I stopped
        position.didShowNewest(rowIds: ["5", "4", "3", "2"])
        // when
        position.didObtainReadPosition("3")
        // then
        #expect(view.readPositions.isEmpty && newAbove.isEmpty)
    }

    @Test func testThatAPostNotOnTheFirstPageMovesNothing() {
        // given
        position.didObtainReadPosition("1")
        // when
        position.didShowNewest(rowIds: ["5", "4", "3", "2"])
        // then
        #expect(view.readPositions.isEmpty && newAbove.isEmpty)
    }

    @Test func testThatOnlyTheFirstPageIsPlacedOn() {
        // given
        position.didObtainReadPosition(nil)
        position.didShowNewest(rowIds: ["5", "4"])
        // when: a later page holds a post kept elsewhere meanwhile
        position.didShowNewest(rowIds: ["6", "5", "4"])
        // then
        #expect(view.readPositions.isEmpty)
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
        #expect(view.readPositions.isEmpty && interactor.savedPostIds == ["4"])
    }
}
