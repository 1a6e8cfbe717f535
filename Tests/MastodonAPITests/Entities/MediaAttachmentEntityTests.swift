import Foundation
import Testing

@testable import MastodonAPI

struct MediaAttachmentEntityTests {
    @Test func testThatDocumentationExampleDecodesAsImage() throws {
        // given
        let data = try Fixture.data("media-attachment-documentation-example")
        // when
        let media = try FlatJSONDecoder().decode(MediaAttachmentEntity.self, from: data)
        // then
        #expect(media.kind == .image)
    }

    @Test func testThatDocumentationExampleDecodesTheAltText() throws {
        // given
        let data = try Fixture.data("media-attachment-documentation-example")
        // when
        let media = try FlatJSONDecoder().decode(MediaAttachmentEntity.self, from: data)
        // then
        #expect(media.description == "test media description")
    }

    @Test func testThatUnknownMediaTypeDecodesAsUnknown() throws {
        // given
        let json = #"{"id":"1","type":"hologram"}"#
        // when
        let media = try FlatJSONDecoder().decode(MediaAttachmentEntity.self, from: Data(json.utf8))
        // then
        #expect(media.kind == .unknown)
    }

    @Test func testThatTheOriginalsSizeGivesTheShape() throws {
        // given: 640 x 480
        let data = try Fixture.data("media-attachment-documentation-example")
        // when
        let media = try FlatJSONDecoder().decode(MediaAttachmentEntity.self, from: data)
        // then
        #expect(media.aspectRatio == 640.0 / 480.0)
    }

    @Test func testThatTheSmallCopysAspectServesWhenTheOriginalHasNone() throws {
        // given
        let json = #"{"id":"1","type":"image","meta":{"original":{},"small":{"aspect":0.75}}}"#
        // when
        let media = try FlatJSONDecoder().decode(MediaAttachmentEntity.self, from: Data(json.utf8))
        // then
        #expect(media.aspectRatio == 0.75)
    }

    @Test func testThatASizeOfNothingGivesNoShape() throws {
        // given
        let json = #"{"id":"1","type":"image","meta":{"original":{"width":"wide","height":0}}}"#
        // when
        let media = try FlatJSONDecoder().decode(MediaAttachmentEntity.self, from: Data(json.utf8))
        // then
        #expect(media.aspectRatio == nil)
    }

    @Test func testThatAVideosLengthIsReadFromItsOriginalsMeta() throws {
        // given
        let json = #"{"id":"1","type":"video","meta":{"original":{"width":640,"height":360,"duration":4.2}}}"#
        // when
        let media = try FlatJSONDecoder().decode(MediaAttachmentEntity.self, from: Data(json.utf8))
        // then
        #expect(media.durationSeconds == 4.2)
    }

    @Test func testThatALengthThatIsNoLengthIsLeftOut() throws {
        // given
        let json = #"{"id":"1","type":"video","meta":{"original":{"duration":-3}}}"#
        // when
        let media = try FlatJSONDecoder().decode(MediaAttachmentEntity.self, from: Data(json.utf8))
        // then
        #expect(media.durationSeconds == nil)
    }
}
