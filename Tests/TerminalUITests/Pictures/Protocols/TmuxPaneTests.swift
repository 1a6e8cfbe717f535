import Testing

@testable import TerminalUI

struct TmuxPaneTests {
    @Test func testThatAPaneBesideAnotherStartsAtItsLeftOffset() {
        // when
        let origin = TmuxPane.origin(fromDisplay: "0 60 on bottom\n")
        // then
        #expect(origin == PictureRoute.CellOrigin(row: 0, column: 60))
    }

    @Test func testThatAStatusLineOnTopMovesThePaneDown() {
        // when
        let origin = TmuxPane.origin(fromDisplay: "12 0 on top\n")
        // then
        #expect(origin == PictureRoute.CellOrigin(row: 13, column: 0))
    }

    @Test func testThatSeveralStatusLinesOnTopMoveThePaneDownByAsMany() {
        // when
        let origin = TmuxPane.origin(fromDisplay: "0 0 3 top\n")
        // then
        #expect(origin == PictureRoute.CellOrigin(row: 3, column: 0))
    }

    @Test func testThatAStatusLineTurnedOffMovesNothing() {
        // when
        let origin = TmuxPane.origin(fromDisplay: "5 0 off top\n")
        // then
        #expect(origin == PictureRoute.CellOrigin(row: 5, column: 0))
    }

    @Test func testThatAnAnswerOfAnotherShapeGivesNoOrigin() {
        // when
        let origin = TmuxPane.origin(fromDisplay: "no server running on /tmp/tmux-0/default\n")
        // then
        #expect(origin == nil)
    }

    @Test func testThatOutsideTmuxThereIsNoPane() {
        // when
        let origin = TmuxPane.origin(environment: ["TERM": "xterm-256color"])
        // then
        #expect(origin == nil)
    }

    @Test func testThatAFlagOptionSetOnReadsAsOn() {
        // then
        #expect(TmuxPane.isOn(fromDisplay: "1\n") == true)
    }

    @Test func testThatAFlagOptionSetOffReadsAsOff() {
        // then
        #expect(TmuxPane.isOn(fromDisplay: "0\n") == false)
    }

    @Test func testThatAnUnknownOptionReadsAsUnknown() {
        // given: an older tmux prints an unknown format as nothing
        // then
        #expect(TmuxPane.isOn(fromDisplay: "\n") == nil)
    }

    @Test func testThatAPaneInTheWindowInFrontOfAShownSessionIsShown() {
        // then
        #expect(TmuxPane.isShown(fromDisplay: "1 1 0 0\n") == true)
    }

    @Test func testThatAPaneBehindAnotherWindowIsNotShown() {
        // then
        #expect(TmuxPane.isShown(fromDisplay: "1 0 0 1\n") == false)
    }

    @Test func testThatAPaneOfASessionNoClientShowsIsNotShown() {
        // then
        #expect(TmuxPane.isShown(fromDisplay: "0 1 0 1\n") == false)
    }

    @Test func testThatAPaneBesideAZoomedPaneIsNotShown() {
        // then
        #expect(TmuxPane.isShown(fromDisplay: "1 1 1 0\n") == false)
    }

    @Test func testThatAnAnswerOfAnotherShapeSaysNothingOfBeingShown() {
        // then
        #expect(TmuxPane.isShown(fromDisplay: "1 1\n") == nil)
    }
}
