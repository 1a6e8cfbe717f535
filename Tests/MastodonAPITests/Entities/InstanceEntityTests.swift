import Foundation
import Testing

@testable import MastodonAPI

struct InstanceEntityTests {
    @Test func testThatCharacterLimitIsReadFromConfiguration() throws {
        // given
        let json = #"{"domain":"pixelfed.social","title":"Pixelfed","configuration":{"statuses":{"max_characters":2000}}}"#
        // when
        let instance = try JSONDecoder().decode(InstanceEntity.self, from: Data(json.utf8))
        // then
        #expect(instance.maxCharacters == 2000)
    }

    @Test func testThatMissingLimitFallsBackTo500() throws {
        // given
        let json = #"{"uri":"gts.example","title":"GoToSocial"}"#
        // when
        let instance = try JSONDecoder().decode(InstanceEntity.self, from: Data(json.utf8))
        // then
        #expect(instance.maxCharacters == 500)
    }
}
