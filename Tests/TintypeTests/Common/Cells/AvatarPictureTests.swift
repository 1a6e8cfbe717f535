import Imaging
import TerminalUI
import Testing

@testable import Tintype
@testable import TintypeApp

struct AvatarPictureTests {
    @Test func testThatInitialsAreTheFirstLettersOfTheFirstTwoWords() {
        // given
        // when
        let initials = AvatarPicture.initials(name: "Ada King Lovelace", handle: "ada")
        // then
        #expect(initials == "AK")
    }

    @Test func testThatANameWithoutLettersGivesTheHandlesFirst() {
        // given
        // when
        let initials = AvatarPicture.initials(name: "🐈 ✨", handle: "grace@pixelfed.social")
        // then
        #expect(initials == "G")
    }

    @Test func testThatAHandleHasTheSameColourWhateverItsCase() {
        // given
        // when
        let colors = [AvatarPicture.color(forHandle: "Grace"), AvatarPicture.color(forHandle: "grace")]
        // then
        #expect(colors[0] == colors[1])
    }

    @Test func testThatTheInitialsAreOnTheColour() {
        // given
        let color = RGBColor(hex: 0x4A6C8E)
        // when
        let picture = AvatarPicture.picture(avatar: nil, initials: "AL", color: color, columns: 8, rows: 4)
        // then
        #expect(picture.cell(row: 1, column: 3) == PictureCell(top: .white, bottom: color, letter: "A"))
    }

    @Test func testThatAnAvatarThatCameIsDrawnInsteadOfTheInitials() {
        // given
        let avatar = PixelImage(width: 4, height: 4, filledWith: RGBColor(hex: 0xFF0000))
        // when
        let picture = AvatarPicture.picture(avatar: avatar, initials: "AL", color: .black, columns: 8, rows: 4)
        // then
        #expect(picture.cells.allSatisfy { $0.letter == nil && $0.top == RGBColor(hex: 0xFF0000) })
    }
}
