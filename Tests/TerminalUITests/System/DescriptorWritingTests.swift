import Testing

@testable import TerminalUI

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

struct DescriptorWritingTests {
    @Test func testThatEveryByteReachesTheDescriptor() {
        // given
        var ends: [Int32] = [-1, -1]
        _ = pipe(&ends)
        defer { close(ends[0]) }
        let bytes = Array(repeating: UInt8(ascii: "x"), count: 10_000)
        // when
        DescriptorWriting.writeAll(bytes, to: ends[1])
        close(ends[1])
        // then
        var received = [UInt8](repeating: 0, count: 20_000)
        var count = 0
        while case let got = received[count...].withUnsafeMutableBytes({ read(ends[0], $0.baseAddress, $0.count) }), got > 0 {
            count += got
        }
        #expect(count == bytes.count)
    }

    @Test func testThatAClosedDescriptorIsAFailure() {
        // given
        var ends: [Int32] = [-1, -1]
        _ = pipe(&ends)
        close(ends[0])
        close(ends[1])
        // when
        let wrote = DescriptorWriting.writeAll([1, 2, 3], to: ends[1])
        // then
        #expect(!wrote)
    }
}
