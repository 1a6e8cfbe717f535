import Foundation
import Testing

@testable import Tintype

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
}
