import Foundation
import Imaging
import Testing

@testable import TerminalUI

struct ITermInlineImageTests {
    @Test func testThatTheInlineFileIsThePictureAsAPNG() throws {
        // given
        let picture = TestPictures.gradient(width: 21, height: 9)
        // when
        let text = String(decoding: ITermInlineImage.encode(picture), as: UTF8.self)
        // then
        let payload = try #require(text.split(separator: ":", maxSplits: 1).last?.dropLast())
        let file = try #require(Data(base64Encoded: String(payload)))
        #expect(try PictureDecoder().decode(Array(file)) == picture)
    }

    @Test func testThatTheSizeIsGivenInPixels() {
        // given
        let picture = TestPictures.gradient(width: 21, height: 9)
        // when
        let text = String(decoding: ITermInlineImage.encode(picture), as: UTF8.self)
        // then
        #expect(text.contains("width=21px;height=9px"))
    }
}
