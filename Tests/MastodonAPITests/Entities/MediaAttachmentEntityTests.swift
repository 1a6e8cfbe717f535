import Foundation
import Testing

@testable import MastodonAPI

struct MediaAttachmentEntityTests {
    @Test func testThatDocumentationExampleDecodesAsImage() throws {
        // given
        let data = try Fixture.data("media-attachment-documentation-example")
        // when
        let media = try JSONDecoder().decode(MediaAttachmentEntity.self, from: data)
        // then
        #expect(media.kind == .image)
    }

    @Test func testThatDocumentationExampleDecodesTheAltText() throws {
        // given
        let data = try Fixture.data("media-attachment-documentation-example")
        // when
        let media = try JSONDecoder().decode(MediaAttachmentEntity.self, from: data)
        // then
        #expect(media.description == "test media description")
    }

    @Test func testThatUnknownMediaTypeDecodesAsUnknown() throws {
        // given
        let json = #"{"id":"1","type":"hologram"}"#
        // when
        let media = try JSONDecoder().decode(MediaAttachmentEntity.self, from: Data(json.utf8))
        // then
        #expect(media.kind == .unknown)
    }
}
