import Foundation
import Testing

@testable import TerminalUI

struct Base64Tests {
    @Test(arguments: [0, 1, 2, 3, 4, 5, 100, 1001])
    func testThatEncodingMatchesFoundation(length: Int) {
        // given
        let bytes = (0..<length).map { UInt8(truncatingIfNeeded: $0 &* 37 &+ 11) }
        // when
        let encoded = String(decoding: Base64.encode(bytes), as: UTF8.self)
        // then
        #expect(encoded == Data(bytes).base64EncodedString())
    }
}
