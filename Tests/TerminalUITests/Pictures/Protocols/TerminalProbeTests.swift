import Testing

@testable import TerminalUI

struct TerminalProbeTests {
    private let colour = ["TERM": "xterm-256color"]
    private let kittyOK = TerminalReply.kittyGraphics(id: TerminalProbe.kittyQueryId, isOK: true)
    private let sixelAttributes = TerminalReply.primaryDeviceAttributes([63, 1, 2, 4, 6])
    private let plainAttributes = TerminalReply.primaryDeviceAttributes([62, 22])
    private let tmuxAttributes = TerminalReply.primaryDeviceAttributes([1, 2])
    private let tmuxSixelAttributes = TerminalReply.primaryDeviceAttributes([1, 2, 4])
    private var insideTmux: [String: String] {
        colour.merging(["TMUX": "/tmp/tmux-0/default,1,0", "TERM_PROGRAM": "tmux"]) { $1 }
    }

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

    @Test func testThatTmuxPassingKittysAnswerOnGetsKittyThroughIt() {
        // when
        let support = TerminalProbe.decide(
            preference: .automatic, replies: [tmuxAttributes, kittyOK, plainAttributes], environment: insideTmux)
        // then
        #expect(support.pictureProtocol == .kitty && support.passesThroughTmux)
    }

    @Test func testThatTmuxWithItsOwnSixelDrawsItItself() {
        // when
        let support = TerminalProbe.decide(
            preference: .automatic, replies: [tmuxSixelAttributes, kittyOK, plainAttributes], environment: insideTmux)
        // then
        #expect(support.pictureProtocol == .sixel && !support.passesThroughTmux)
    }

    @Test func testThatWezTermAnsweringThroughTmuxGetsInlineImagesThroughIt() {
        // when
        let support = TerminalProbe.decide(
            preference: .automatic,
            replies: [tmuxAttributes, .terminalVersion("tmux 3.3a"), .terminalVersion("WezTerm 20240203"), plainAttributes],
            environment: insideTmux)
        // then
        #expect(support.pictureProtocol == .iterm && support.passesThroughTmux)
    }

    @Test func testThatTmuxHoldingTheOuterAnswersBackGetsHalfBlocksAndThatReason() {
        // when
        let support = TerminalProbe.decide(preference: .automatic, replies: [tmuxAttributes], environment: insideTmux)
        // then
        #expect(support.pictureProtocol == .blocks && support.limitation == .tmuxPassthroughOff)
    }

    @Test func testThatTmuxAroundATerminalWithoutKittyOrInlineImagesGetsHalfBlocksAndAReason() {
        // when
        let support = TerminalProbe.decide(preference: .automatic, replies: [tmuxAttributes, sixelAttributes], environment: insideTmux)
        // then
        #expect(support.pictureProtocol == .blocks && support.limitation == .tmuxWithoutPictures)
    }

    @Test func testThatKittyChosenInsideTmuxGoesThroughIt() {
        // when
        let support = TerminalProbe.decide(preference: .fixed(.kitty), replies: [], environment: insideTmux)
        // then
        #expect(support.passesThroughTmux)
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

    @Test func testThatTheDeviceAttributesAnswerCompletesTheAnswers() {
        // then
        #expect(TerminalProbe.isComplete([kittyOK, plainAttributes], environment: colour))
    }

    @Test func testThatAnswersWithoutTheDeviceAttributesAreNotComplete() {
        // then
        #expect(!TerminalProbe.isComplete([kittyOK], environment: colour))
    }

    @Test func testThatTmuxsOwnDeviceAttributesAloneAreNotComplete() {
        // then
        #expect(!TerminalProbe.isComplete([tmuxAttributes], environment: insideTmux))
    }

    @Test func testThatTheOuterTerminalsDeviceAttributesCompleteTheAnswersInsideTmux() {
        // then
        #expect(TerminalProbe.isComplete([tmuxAttributes, kittyOK, plainAttributes], environment: insideTmux))
    }

    @Test func testThatTmuxsOwnSixelCompletesTheAnswersAtOnce() {
        // then
        #expect(TerminalProbe.isComplete([tmuxSixelAttributes], environment: insideTmux))
    }

    @Test func testThatTheDeviceAttributesQuestionIsAskedLast() {
        // then
        #expect(String(decoding: TerminalProbe.questions(environment: colour), as: UTF8.self).hasSuffix("\u{1B}[c"))
    }

    @Test func testThatInsideTmuxTheOuterTerminalIsAskedThroughItLast() {
        // when
        let reader = TmuxPassthroughReader(TerminalProbe.questions(environment: insideTmux))
        // then
        #expect(String(decoding: reader.pieces.last ?? [], as: UTF8.self).hasSuffix("\u{1B}[c"))
    }

    @Test func testThatKittyAnsweringTheFileQueryReadsFiles() {
        // when
        let support = TerminalProbe.decide(
            preference: .automatic, replies: [.kittyGraphics(id: TerminalProbe.kittyFileQueryId, isOK: true), kittyOK, plainAttributes],
            environment: colour)
        // then
        #expect(support.kittyReadsFiles)
    }

    @Test func testThatKittyFailingTheFileQueryDoesNotReadFiles() {
        // given: kitty over ssh, which cannot see this machine's files
        let failed = TerminalReply.kittyGraphics(id: TerminalProbe.kittyFileQueryId, isOK: false)
        // when
        let support = TerminalProbe.decide(preference: .automatic, replies: [failed, kittyOK, plainAttributes], environment: colour)
        // then
        #expect(support.pictureProtocol == .kitty && !support.kittyReadsFiles)
    }

    @Test func testThatTheFileQueryIsAskedWithTheOthers() throws {
        // when
        let commands = try KittyCommands(TerminalProbe.questions(environment: colour, kittyFileQuery: "/tmp/a-tty-graphics-protocol.rgb"))
        // then
        #expect(commands.commands("q").map { $0.keys["t"] } == ["t", "d"])
    }

    @Test func testThatAskingAgainInsideTmuxAsksTheOuterTerminalAlone() {
        // when
        let reader = TmuxPassthroughReader(TerminalProbe.outerQuestions(environment: insideTmux))
        // then
        #expect(reader.outside.isEmpty && String(decoding: reader.passed, as: UTF8.self).hasSuffix("\u{1B}[c"))
    }

    @Test func testThatOutsideTmuxNothingIsAskedAgain() {
        // then
        #expect(TerminalProbe.outerQuestions(environment: colour).isEmpty)
    }

    @Test func testThatInsideTmuxTheKittyQueryGoesOnlyThroughIt() {
        // when
        let reader = TmuxPassthroughReader(TerminalProbe.questions(environment: insideTmux))
        // then
        #expect(!String(decoding: reader.outside, as: UTF8.self).contains("\u{1B}_G"))
    }

    @Test func testThatInsideTmuxTheOuterTerminalIsAskedForKitty() {
        // when
        let reader = TmuxPassthroughReader(TerminalProbe.questions(environment: insideTmux))
        // then
        #expect(
            String(decoding: reader.pieces.first ?? [], as: UTF8.self)
                == String(decoding: KittyGraphics.query(id: TerminalProbe.kittyQueryId), as: UTF8.self))
    }
}
