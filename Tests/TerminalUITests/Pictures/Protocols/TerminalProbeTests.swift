import Testing

@testable import TerminalUI

struct TerminalProbeTests {
    private let colour = ["TERM": "xterm-256color"]
    private let kittyOK = TerminalReply.kittyGraphics(id: TerminalProbe.kittyQueryId, isOK: true)
    private let sixelAttributes = TerminalReply.primaryDeviceAttributes([63, 1, 2, 4, 6])
    private let plainAttributes = TerminalReply.primaryDeviceAttributes([62, 22])

    @Test func testThatATerminalAnsweringKittysQueryGetsKitty() {
        // when
        let support = TerminalProbe.decide(preference: .automatic, replies: [kittyOK, plainAttributes], environment: colour)
        // then
        #expect(support.pictureProtocol == .kitty)
    }

    @Test func testThatATerminalWithSixelInItsAttributesGetsSixel() {
        // when
        let support = TerminalProbe.decide(preference: .automatic, replies: [sixelAttributes], environment: colour)
        // then
        #expect(support.pictureProtocol == .sixel)
    }

    @Test func testThatKittyIsPreferredWhenBothAreThere() {
        // when
        let support = TerminalProbe.decide(preference: .automatic, replies: [kittyOK, sixelAttributes], environment: colour)
        // then
        #expect(support.pictureProtocol == .kitty)
    }

    @Test func testThatATerminalWithNeitherGetsHalfBlocks() {
        // when
        let support = TerminalProbe.decide(preference: .automatic, replies: [plainAttributes], environment: colour)
        // then
        #expect(support.pictureProtocol == .blocks)
    }

    @Test func testThatASilentTerminalGetsHalfBlocks() {
        // when
        let support = TerminalProbe.decide(preference: .automatic, replies: [], environment: colour)
        // then
        #expect(support.pictureProtocol == .blocks)
    }

    @Test func testThatWezTermByNameGetsInlineImages() {
        // when
        let support = TerminalProbe.decide(
            preference: .automatic, replies: [plainAttributes], environment: colour.merging(["TERM_PROGRAM": "WezTerm"]) { $1 })
        // then
        #expect(support.pictureProtocol == .iterm)
    }

    @Test func testThatTheReportedColourRegistersAreUsed() {
        // when
        let support = TerminalProbe.decide(
            preference: .automatic, replies: [.graphicsAttribute(item: 1, status: 0, value: 16), sixelAttributes], environment: colour)
        // then
        #expect(support.colorRegisters == 16)
    }

    @Test func testThatTheCellSizeAnswerIsKept() {
        // when
        let support = TerminalProbe.decide(preference: .automatic, replies: [.cellSize(height: 17, width: 8)], environment: colour)
        // then
        #expect(support.cellSize == CellPixelSize(width: 8, height: 17))
    }

    @Test func testThatTmuxWithoutSixelGetsHalfBlocksAndAReason() {
        // when
        let support = TerminalProbe.decide(
            preference: .automatic, replies: [plainAttributes], environment: colour.merging(["TMUX": "/tmp/tmux-0/default,1,0"]) { $1 })
        // then
        #expect(support.pictureProtocol == .blocks && support.limitation == .tmuxWithoutPictures)
    }

    @Test func testThatAChosenProtocolIsTakenWithoutAnswers() {
        // when
        let support = TerminalProbe.decide(preference: .fixed(.sixel), replies: [], environment: colour)
        // then
        #expect(support.pictureProtocol == .sixel)
    }

    @Test func testThatNoColourMeansNoPicturesWhateverWasChosen() {
        // when
        let support = TerminalProbe.decide(
            preference: .fixed(.kitty), replies: [kittyOK], environment: colour.merging(["NO_COLOR": "1"]) { $1 })
        // then
        #expect(support.pictureProtocol == .none)
    }

    @Test func testThatTheDeviceAttributesAnswerIsTheFence() {
        // then
        #expect(TerminalProbe.isFence(plainAttributes) && !TerminalProbe.isFence(kittyOK))
    }

    @Test func testThatTheDeviceAttributesQuestionIsAskedLast() {
        // then
        #expect(String(decoding: TerminalProbe.questions, as: UTF8.self).hasSuffix("\u{1B}[c"))
    }
}
