import Imaging
import Testing
import TextBasics

@testable import Tintype
@testable import TintypeApp

@MainActor
struct ProfileHeaderCellTests {
    @Test func testThatAProfileThatNeverLoadedShowsOnlyItsNotice() {
        // given
        let object = ProfileHeaderCellObject(
            displayName: "", handle: "", badges: "", relationship: "", bio: "", fields: [],
            counts: "", notice: "the profile did not load: not found on demo (404)")
        // when
        let lines = ProfileHeaderCell.lines(for: object, width: 60)
        // then
        #expect(lines.count == 1)
    }

    private static let ada = ProfileHeaderCellObject(
        displayName: "Ada Lovelace", handle: "@ada@demo", badges: "", relationship: "this is you", bio: "First programmer.",
        fields: [], counts: "10 posts · 3 followers (F) · 2 following (W)", notice: nil, initials: "AL",
        avatarColor: RGBColor(hex: 0x4A6C8E))

    @Test func testThatALinkInTheBioCarriesItsAddress() {
        // given
        var object = Self.ada
        object.bio = "First programmer. Notes at notes.example"
        object.bioLinks = [TextLink(text: "notes.example", address: "https://notes.example/")]
        // when
        let lines = ProfileHeaderCell.lines(for: object, width: 80, maximumLines: 12, showsPictures: false)
        // then
        let linked = lines.flatMap(\.runs).filter { $0.style.link != nil }
        #expect(linked.map(\.text) == ["notes.example"] && linked.first?.style.link == "https://notes.example/")
    }

    @Test func testThatAFieldsLinkCarriesItsAddress() {
        // given
        var object = Self.ada
        object.fields = [
            Profile.Field(name: "Web", value: "ada.example", links: [TextLink(text: "ada.example", address: "https://ada.example")])
        ]
        // when
        let lines = ProfileHeaderCell.lines(for: object, width: 80, maximumLines: 12, showsPictures: false)
        // then
        let linked = lines.flatMap(\.runs).filter { $0.style.link != nil }
        #expect(linked.map(\.text) == ["ada.example"] && linked.first?.style.link == "https://ada.example")
    }

    @Test func testThatTheInitialsStandLeftOfTheNameWhereTheTerminalDrawsPictures() {
        // given
        // when
        let lines = ProfileHeaderCell.lines(for: Self.ada, width: 80, maximumLines: 12, showsPictures: true)
        // then: the avatar's second row has the letters
        let row = lines[1].picture.map { picture in
            (0..<picture.picture.columns).compactMap { picture.picture.cell(row: 1, column: $0).letter }
        }
        #expect(row.map { String(String.UnicodeScalarView($0)) } == "AL")
    }

    @Test func testThatTheCountsRunUnderTheAvatarAtFullWidth() {
        // given
        // when
        let lines = ProfileHeaderCell.lines(for: Self.ada, width: 80, maximumLines: 12, showsPictures: true)
        // then
        #expect(lines.suffix(2).allSatisfy { $0.picture == nil } && lines.last?.width == 78)
    }

    @Test func testThatThereIsNoAvatarWhereTheTerminalDrawsNoPictures() {
        // given
        // when
        let lines = ProfileHeaderCell.lines(for: Self.ada, width: 80, maximumLines: 12, showsPictures: false)
        // then
        #expect(lines.allSatisfy { $0.picture == nil })
    }
}
