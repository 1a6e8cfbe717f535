import Testing

@testable import TerminalUI

struct PictureRouteTests {
    private let passthrough = PictureRoute.tmuxPassthrough(paneOrigin: .init(row: 3, column: 60))
    private let picture = TestPictures.gradient(width: 120, height: 120)

    @Test func testThatTheDirectRouteWritesSequencesAsTheyAre() {
        // given
        let sequence = KittyGraphics.deleteImage(id: 4)
        // when
        let written = PictureRoute.direct.passed(sequence)
        // then
        #expect(written == sequence)
    }

    @Test func testThatPassthroughCarriesTheSequenceUnchanged() {
        // given
        let sequence = KittyGraphics.deleteImage(id: 4)
        // when
        let reader = TmuxPassthroughReader(passthrough.passed(sequence))
        // then
        #expect(reader.passed == sequence)
    }

    @Test func testThatPassthroughWritesNothingOutsideItsWrapping() {
        // when
        let reader = TmuxPassthroughReader(passthrough.passed(KittyGraphics.transmit(picture, id: 1)))
        // then
        #expect(reader.outside.isEmpty)
    }

    @Test func testThatEachChunkOfATransmissionIsWrappedOnItsOwn() throws {
        // given
        let transmission = KittyGraphics.transmit(picture, id: 1)
        // when
        let reader = TmuxPassthroughReader(passthrough.passed(transmission))
        // then
        #expect(try reader.pieces.count == KittyCommands(transmission).commands.count)
    }

    @Test func testThatThePassedTransmissionStillDecodesToThePicture() throws {
        // when
        let reader = TmuxPassthroughReader(passthrough.passed(KittyGraphics.transmit(picture, id: 1)))
        // then
        #expect(try KittyCommands(reader.passed).images[1] == picture)
    }

    @Test func testThatAPlacementThroughTmuxMovesToThePanesCellOnTheOuterTerminal() {
        // when
        let reader = TmuxPassthroughReader(passthrough.positioned(row: 2, column: 5, KittyGraphics.deleteImage(id: 1)))
        // then
        #expect(String(decoding: reader.passed, as: UTF8.self).hasPrefix("\u{1B}7\u{1B}[6;66H"))
    }

    @Test func testThatADirectPlacementMovesToTheCellItself() {
        // when
        let written = PictureRoute.direct.positioned(row: 2, column: 5, [])
        // then
        #expect(String(decoding: written, as: UTF8.self) == "\u{1B}7\u{1B}[3;6H\u{1B}8")
    }
}
