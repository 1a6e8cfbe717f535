import Testing

@testable import Tintype
@testable import TintypeApp

struct ByteSizeFormatterTests {
    @Test func testThatASmallFileIsCountedInBytes() {
        // given
        let bytes = 512
        // when
        let text = ByteSizeFormatter.string(for: bytes)
        // then
        #expect(text == "512 bytes")
    }

    @Test func testThatKilobytesAreWhole() {
        // given
        let bytes = 40 * 1024 + 900
        // when
        let text = ByteSizeFormatter.string(for: bytes)
        // then
        #expect(text == "40 KB")
    }

    @Test func testThatAFewMegabytesShowATenthRoundedDown() {
        // given
        let bytes = 9 * 1024 * 1024 + 1024 * 1024 * 99 / 100
        // when
        let text = ByteSizeFormatter.string(for: bytes)
        // then
        #expect(text == "9.9 MB")
    }

    @Test func testThatMegabytesAreCountedInTwentiethPowersOfTwo() {
        // given
        let bytes = 16_777_216
        // when
        let text = ByteSizeFormatter.string(for: bytes)
        // then
        #expect(text == "16 MB")
    }

    @Test func testThatGigabytesUseGB() {
        // given
        let bytes = 3 << 29
        // when
        let text = ByteSizeFormatter.string(for: bytes)
        // then
        #expect(text == "1.5 GB")
    }
}
