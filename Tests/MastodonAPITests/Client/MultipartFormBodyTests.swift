import Foundation
import Testing

@testable import MastodonAPI

struct MultipartFormBodyTests {
    private func text(of form: MultipartFormBody) -> String {
        String(decoding: form.finished(), as: UTF8.self)
    }

    @Test func testThatAFilePartCarriesItsNameTypeAndBytesBetweenBoundaries() {
        // given
        var form = MultipartFormBody()
        // when
        form.appendFile(named: "file", filename: "cat.jpg", mimeType: "image/jpeg", contents: Data("JPEG".utf8))
        // then
        let expected =
            "--\(form.boundary)\r\nContent-Disposition: form-data; name=\"file\"; filename=\"cat.jpg\"\r\n"
            + "Content-Type: image/jpeg\r\n\r\nJPEG\r\n--\(form.boundary)--\r\n"
        #expect(text(of: form) == expected)
    }

    @Test func testThatATextPartFollowsTheFile() {
        // given
        var form = MultipartFormBody()
        form.appendFile(named: "file", filename: "cat.jpg", mimeType: "image/jpeg", contents: Data("JPEG".utf8))
        // when
        form.appendText(named: "description", "a cat")
        // then
        #expect(text(of: form).hasSuffix("Content-Disposition: form-data; name=\"description\"\r\n\r\na cat\r\n--\(form.boundary)--\r\n"))
    }

    @Test func testThatQuotesAndLineBreaksLeaveTheFileName() {
        // given
        var form = MultipartFormBody()
        // when
        form.appendFile(named: "file", filename: "a\"b\r\nc.jpg", mimeType: "image/jpeg", contents: Data())
        // then
        #expect(text(of: form).contains("filename=\"abc.jpg\""))
    }

    @Test func testThatTheContentTypeNamesTheBoundary() {
        // given
        let form = MultipartFormBody()
        // when
        let contentType = form.contentType
        // then
        #expect(contentType == "multipart/form-data; boundary=\(form.boundary)")
    }
}
