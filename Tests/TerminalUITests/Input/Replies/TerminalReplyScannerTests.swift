import Testing

@testable import TerminalUI

struct TerminalReplyScannerTests {
    private func scanned(_ reads: [String], expecting: Bool = true) -> [TerminalReplyScanner.Piece] {
        var scanner = TerminalReplyScanner()
        scanner.isExpectingReplies = expecting
        return reads.flatMap { scanner.scan(Array($0.utf8)) }
    }

    private func keys(in pieces: [TerminalReplyScanner.Piece]) -> String {
        String(
            decoding: pieces.flatMap {
                if case .keys(let bytes) = $0 { return bytes }
                return []
            }, as: UTF8.self)
    }

    private func replies(in pieces: [TerminalReplyScanner.Piece]) -> [TerminalReply] {
        pieces.compactMap {
            if case .reply(let reply) = $0 { return reply }
            return nil
        }
    }

    @Test func testThatKittysAnswerIsTakenOutOfTheKeys() {
        // when
        let pieces = scanned(["\u{1B}_Gi=29808;OK\u{1B}\\"])
        // then
        #expect(replies(in: pieces) == [.kittyGraphics(id: 29808, isOK: true)])
    }

    @Test func testThatSixelInTheDeviceAttributesIsRead() {
        // when
        let pieces = scanned(["\u{1B}[?63;1;2;4;6;9;15;22c"])
        // then
        #expect(replies(in: pieces) == [.primaryDeviceAttributes([63, 1, 2, 4, 6, 9, 15, 22])])
    }

    @Test func testThatTheColourRegistersAreRead() {
        // when
        let pieces = scanned(["\u{1B}[?1;0;1024S"])
        // then
        #expect(replies(in: pieces) == [.graphicsAttribute(item: 1, status: 0, value: 1024)])
    }

    @Test func testThatTheCellSizeIsRead() {
        // when
        let pieces = scanned(["\u{1B}[6;17;8t"])
        // then
        #expect(replies(in: pieces) == [.cellSize(height: 17, width: 8)])
    }

    @Test func testThatTheTerminalsVersionIsRead() {
        // when
        let pieces = scanned(["\u{1B}P>|XTerm(379)\u{1B}\\"])
        // then
        #expect(replies(in: pieces) == [.terminalVersion("XTerm(379)")])
    }

    @Test func testThatKeysAroundAnAnswerAreHandedOnInOrder() {
        // when
        let pieces = scanned(["jk\u{1B}[?62;4cl"])
        // then
        #expect(keys(in: pieces) == "jkl")
    }

    @Test func testThatAnAnswerSplitAcrossReadsIsStillTaken() {
        // when
        let pieces = scanned(["\u{1B}", "_Gi=29808;", "OK\u{1B}", "\\j"])
        // then
        #expect(replies(in: pieces) == [.kittyGraphics(id: 29808, isOK: true)] && keys(in: pieces) == "j")
    }

    @Test func testThatArrowKeysAreNotTakenForAnswers() {
        // when
        let pieces = scanned(["\u{1B}[A\u{1B}[1;5B\u{1B}[6~"])
        // then
        #expect(keys(in: pieces) == "\u{1B}[A\u{1B}[1;5B\u{1B}[6~")
    }

    @Test func testThatAnAltKeyThatLooksLikeAStringStartIsHandedOn() {
        // when: Alt-P then j, Alt-_ then k
        let pieces = scanned(["\u{1B}Pj\u{1B}_k"])
        // then
        #expect(keys(in: pieces) == "\u{1B}Pj\u{1B}_k")
    }

    @Test func testThatALoneEscapeIsHeldWhileAnswersAreAwaited() {
        // given
        var scanner = TerminalReplyScanner()
        scanner.isExpectingReplies = true
        // when
        let pieces = scanner.scan([0x1B])
        // then
        #expect(pieces.isEmpty && scanner.hasPending)
    }

    @Test func testThatAHeldEscapeComesOutAsAKeyWhenFlushed() {
        // given
        var scanner = TerminalReplyScanner()
        scanner.isExpectingReplies = true
        _ = scanner.scan([0x1B])
        // when
        let flushed = scanner.flushPending()
        // then
        #expect(flushed == [0x1B])
    }

    @Test func testThatALoneEscapeGoesStraightOnWhenNoAnswerIsAwaited() {
        // when
        let pieces = scanned(["\u{1B}"], expecting: false)
        // then
        #expect(keys(in: pieces) == "\u{1B}")
    }

    @Test func testThatAnAnswerArrivingLateIsNeverAKey() {
        // when: the questions' deadline has passed, the answer comes all the same
        let pieces = scanned(["\u{1B}[?62;22c"], expecting: false)
        // then
        #expect(keys(in: pieces).isEmpty)
    }

    @Test func testThatAGarbledStringWithNoEndIsNeverKeys() {
        // given: more than any answer, and no terminator
        let garbage = "\u{1B}_G" + String(repeating: "x", count: 1100)
        // when
        let pieces = scanned([garbage])
        // then
        #expect(keys(in: pieces).isEmpty)
    }

    @Test func testThatAnAnswerWithAnUnknownEndIsNeverKeys() {
        // when
        let pieces = scanned(["\u{1B}[?62;4x"])
        // then
        #expect(keys(in: pieces).isEmpty)
    }

    @Test func testThatAnAnswerCutShortByTheNextIsDroppedAndTheNextTaken() {
        // when
        let pieces = scanned(["\u{1B}_Gi=29808;O\u{1B}[?62;4c"])
        // then
        #expect(replies(in: pieces) == [.primaryDeviceAttributes([62, 4])] && keys(in: pieces).isEmpty)
    }

    @Test func testThatAKeyAfterAStringCutByAControlByteIsHandedOn() {
        // when
        let pieces = scanned(["\u{1B}_Gi=29808;O\rj"])
        // then
        #expect(keys(in: pieces) == "\rj")
    }

    @Test func testThatAnAnswerThatNeverEndsIsDroppedWhenFlushed() {
        // given
        var scanner = TerminalReplyScanner()
        scanner.isExpectingReplies = true
        _ = scanner.scan(Array("\u{1B}[?62;".utf8))
        // when
        let flushed = scanner.flushPending()
        // then
        #expect(flushed.isEmpty)
    }

    @Test func testThatTheRestOfAFlushedAnswerIsTakenAsTheAnswer() {
        // given
        var scanner = TerminalReplyScanner()
        scanner.isExpectingReplies = true
        _ = scanner.scan(Array("\u{1B}[?6".utf8))
        _ = scanner.flushPending()
        // when
        let pieces = scanner.scan(Array("2;4c".utf8))
        // then
        #expect(replies(in: pieces) == [.primaryDeviceAttributes([62, 4])] && keys(in: pieces).isEmpty)
    }

    @Test func testThatAKeyAfterAFlushedAnswerForgottenIsHandedOn() {
        // given
        var scanner = TerminalReplyScanner()
        scanner.isExpectingReplies = true
        _ = scanner.scan(Array("\u{1B}[?6".utf8))
        _ = scanner.flushPending()
        scanner.forgetFlushed()
        // when
        let pieces = scanner.scan(Array("j".utf8))
        // then
        #expect(keys(in: pieces) == "j")
    }

    @Test func testThatAnEscapeHeldWhileAnswersAreAwaitedWaitsLongerThanAnAnswerIsLate() {
        // given
        var scanner = TerminalReplyScanner()
        scanner.isExpectingReplies = true
        // when
        _ = scanner.scan([0x1B])
        // then
        #expect(scanner.patience > .seconds(1))
    }

    @Test func testThatAHeldEscapeFollowedByAKeyIsHandedOnWithIt() {
        // when: Esc, then j a moment later
        let pieces = scanned(["\u{1B}", "j"])
        // then
        #expect(keys(in: pieces) == "\u{1B}j")
    }

    @Test func testThatTheRestOfAnAnswerAfterAnEscapeHandedOnIsNotKeys() {
        // when: no answer awaited, focus reported in two reads
        let pieces = scanned(["\u{1B}", "[I"], expecting: false)
        // then
        #expect(keys(in: pieces) == "\u{1B}" && replies(in: pieces) == [.focus(isIn: true)])
    }

    @Test func testThatAnErrorFromKittyIsReadAsNotOK() {
        // when
        let pieces = scanned(["\u{1B}_Gi=29808;EINVAL:bad\u{1B}\\"])
        // then
        #expect(replies(in: pieces) == [.kittyGraphics(id: 29808, isOK: false)])
    }

    @Test func testThatFocusGainedIsTakenOutOfTheKeys() {
        // when
        let pieces = scanned(["a\u{1B}[Ib"])
        // then
        #expect(replies(in: pieces) == [.focus(isIn: true)] && keys(in: pieces) == "ab")
    }

    @Test func testThatFocusLostIsTakenOutOfTheKeys() {
        // when
        let pieces = scanned(["\u{1B}[O"])
        // then
        #expect(replies(in: pieces) == [.focus(isIn: false)])
    }

    @Test func testThatAKeyEndingInIWithParametersStaysAKey() {
        // when
        let pieces = scanned(["\u{1B}[2I"])
        // then
        #expect(keys(in: pieces) == "\u{1B}[2I")
    }

    @Test func testThatAClickIsTakenOutOfTheKeys() {
        // when
        let pieces = scanned(["j\u{1B}[<0;12;5Mk"], expecting: false)
        // then
        #expect(replies(in: pieces) == [.mouse(MouseEvent(action: .press(button: 0), row: 4, column: 11))] && keys(in: pieces) == "jk")
    }

    @Test func testThatAButtonLetGoIsTakenOutOfTheKeys() {
        // when
        let pieces = scanned(["\u{1B}[<0;12;5m"], expecting: false)
        // then
        #expect(replies(in: pieces) == [.mouse(MouseEvent(action: .release, row: 4, column: 11))])
    }

    @Test func testThatAMouseReportInTwoReadsIsNeverKeys() {
        // when: no answer awaited, the report cut after its first numbers
        let pieces = scanned(["\u{1B}[<65;1", "2;5M"], expecting: false)
        // then
        #expect(replies(in: pieces) == [.mouse(MouseEvent(action: .wheelDown, row: 4, column: 11))] && keys(in: pieces).isEmpty)
    }

    @Test func testThatAGarbledMouseReportIsNeverKeys() {
        // when
        let pieces = scanned(["\u{1B}[<0;12M"], expecting: false)
        // then
        #expect(pieces.isEmpty)
    }
}
