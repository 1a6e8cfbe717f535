import Imaging
import Testing

/// Reference values: the published algorithm's example hash, decoded at 4 x 3 by the Python port
/// listed on blurha.sh (`blurhash.decode("LEHV6nWB2yk8pyo0adR*.7kCMdnj", 4, 3)`).
struct BlurhashTests {
    private static let example = "LEHV6nWB2yk8pyo0adR*.7kCMdnj"

    @Test func testThatTheExampleHasFourByThreeComponents() throws {
        let hash = try #require(Blurhash(Self.example))
        #expect([hash.componentsX, hash.componentsY] == [4, 3])
    }

    @Test func testThatTheExampleDecodesToTheReferenceTopRow() throws {
        // given
        let hash = try #require(Blurhash(Self.example))
        // when
        let image = hash.image(width: 4, height: 3)
        // then
        #expect(
            (0..<4).map { image.color(x: $0, y: 0) } == [
                RGBColor(red: 135, green: 164, blue: 177), RGBColor(red: 161, green: 173, blue: 177),
                RGBColor(red: 181, green: 180, blue: 171), RGBColor(red: 160, green: 172, blue: 174),
            ])
    }

    @Test func testThatTheExampleDecodesToTheReferenceBottomRow() throws {
        // given
        let hash = try #require(Blurhash(Self.example))
        // when
        let image = hash.image(width: 4, height: 3)
        // then
        #expect(
            (0..<4).map { image.color(x: $0, y: 2) } == [
                RGBColor(red: 124, green: 144, blue: 154), RGBColor(red: 144, green: 134, blue: 132),
                RGBColor(red: 163, green: 130, blue: 104), RGBColor(red: 148, green: 140, blue: 134),
            ])
    }

    @Test func testThatAHashOfTheWrongLengthIsRefused() {
        #expect(Blurhash(String(Self.example.dropLast())) == nil)
    }

    @Test func testThatACharacterOutsideTheAlphabetIsRefused() {
        #expect(Blurhash("LEHV6nWB2yk8pyo0adR*.7kCMdn\u{7F}") == nil)
    }
}
