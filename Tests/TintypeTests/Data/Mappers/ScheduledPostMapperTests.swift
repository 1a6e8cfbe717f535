import Foundation
import MastodonAPI
import Testing

@testable import Tintype
@testable import TintypeApp

struct ScheduledPostMapperTests {
    @Test func testThatTheTextIsCleanedOfTerminalEscapes() {
        // given
        let entity = ScheduledStatusEntity(
            id: "5", scheduledAt: Date(timeIntervalSince1970: 1_798_099_200), params: .init(text: "Tea\u{1B}]52;c;aGk=\u{07} at four"))
        // when
        let post = ScheduledPostMapper.scheduledPost(from: entity)
        // then
        #expect(!post.text.contains("\u{1B}") && post.text.hasSuffix("at four"))
    }

    @Test func testThatPhotosAreCountedFromTheIdsWhenTheServerSendsNoAttachments() {
        // given
        let entity = ScheduledStatusEntity(
            id: "5", scheduledAt: Date(timeIntervalSince1970: 1_798_099_200), params: .init(text: "Cats", mediaIds: ["m1", "m2"]))
        // when
        let post = ScheduledPostMapper.scheduledPost(from: entity)
        // then
        #expect(post.photoCount == 2)
    }
}
