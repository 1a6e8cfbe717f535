import Foundation
import Testing

@testable import Tintype
@testable import TintypeApp

struct CRC32Tests {
    @Test func testThatTheStandardCheckStringGivesTheStandardCheckValue() {
        // given
        let bytes = Array("123456789".utf8)
        // when
        let checksum = CRC32.checksum(bytes)
        // then
        #expect(checksum == 0xCBF4_3926)
    }

    @Test func testThatNoBytesGiveZero() {
        // given
        let bytes: [UInt8] = []
        // when
        let checksum = CRC32.checksum(bytes)
        // then
        #expect(checksum == 0)
    }

    @Test func testThatASliceOfDataGivesTheChecksumOfItsOwnBytes() {
        // given
        let data = Data("header:123456789".utf8)
        // when
        let checksum = CRC32.checksum(data[7...])
        // then
        #expect(checksum == 0xCBF4_3926)
    }

    @Test func testThatBytesWithoutABufferGiveTheSameChecksum() {
        // given
        let bytes = "123456789".utf8.lazy.map { $0 }
        // when
        let checksum = CRC32.checksum(bytes)
        // then
        #expect(checksum == 0xCBF4_3926)
    }

    // Eight bytes at a time, then the rest one by one: lengths short of a word, one word, a word
    // and a rest, and several words, against zlib's `crc32` of the same bytes.
    @Test(
        arguments: [
            (7, 0x6CA4_9EC6),
            (8, 0x74D2_1C74),
            (15, 0xC311_8C34),
            (43, 0x414F_A339),
        ] as [(Int, UInt32)])
    func testThatEveryLengthGivesZlibsChecksum(length: Int, expected: UInt32) {
        // given
        let bytes = Array("The quick brown fox jumps over the lazy dog".utf8.prefix(length))
        // when
        let checksum = CRC32.checksum(bytes)
        // then
        #expect(checksum == expected)
    }

    @Test func testThatAThousandBytesGiveZlibsChecksum() {
        // given
        let bytes = (0..<1000).map { UInt8(($0 * 37 + 11) % 251) }
        // when
        let checksum = CRC32.checksum(bytes)
        // then
        #expect(checksum == 0x8D0D_9BD4)
    }
}
