import Foundation
import Testing

@testable import MastodonAPI

struct InstanceEntityTests {
    @Test func testThatCharacterLimitIsReadFromConfiguration() throws {
        // given
        let json = #"{"domain":"pixelfed.social","title":"Pixelfed","configuration":{"statuses":{"max_characters":2000}}}"#
        // when
        let instance = try FlatJSONDecoder().decode(InstanceEntity.self, from: Data(json.utf8))
        // then
        #expect(instance.maxCharacters == 2000)
    }

    @Test func testThatMissingLimitFallsBackTo500() throws {
        // given
        let json = #"{"uri":"gts.example","title":"GoToSocial"}"#
        // when
        let instance = try FlatJSONDecoder().decode(InstanceEntity.self, from: Data(json.utf8))
        // then
        #expect(instance.maxCharacters == 500)
    }

    @Test func testThatThePhotoAndLinkLimitsAreReadFromConfiguration() throws {
        // given
        let json = #"""
            {"domain":"x","title":"x","configuration":{"statuses":{"max_media_attachments":10,"characters_reserved_per_url":20},
            "media_attachments":{"description_limit":5000}}}
            """#
        // when
        let instance = try FlatJSONDecoder().decode(InstanceEntity.self, from: Data(json.utf8))
        // then
        #expect(instance.maxMediaAttachments == 10 && instance.charactersReservedPerURL == 20 && instance.maxDescriptionCharacters == 5000)
    }

    @Test func testThatMissingPhotoLimitsFallBackToMastodons() throws {
        // given
        let json = #"{"uri":"gts.example","title":"GoToSocial"}"#
        // when
        let instance = try FlatJSONDecoder().decode(InstanceEntity.self, from: Data(json.utf8))
        // then
        #expect(instance.maxMediaAttachments == 4 && instance.charactersReservedPerURL == 23 && instance.maxDescriptionCharacters == 1500)
    }

    @Test func testThatTheLargestPictureIsReadFromConfiguration() throws {
        // given
        let json = #"{"domain":"x","title":"x","configuration":{"media_attachments":{"image_size_limit":10485760}}}"#
        // when
        let instance = try FlatJSONDecoder().decode(InstanceEntity.self, from: Data(json.utf8))
        // then
        #expect(instance.imageSizeLimit == 10_485_760)
    }

    @Test func testThatAServerSilentOnPictureSizeTakesMastodons() throws {
        // given
        let json = #"{"uri":"gts.example","title":"GoToSocial"}"#
        // when
        let instance = try FlatJSONDecoder().decode(InstanceEntity.self, from: Data(json.utf8))
        // then
        #expect(instance.imageSizeLimit == 16 * 1024 * 1024)
    }

    @Test func testThatTheVideoLimitsAreReadFromConfiguration() throws {
        // given: the demo instance's
        let json = #"""
            {"domain":"x","title":"x","configuration":{"media_attachments":{"video_size_limit":41943040,
            "video_frame_rate_limit":60,"video_matrix_limit":2304000}}}
            """#
        // when
        let instance = try FlatJSONDecoder().decode(InstanceEntity.self, from: Data(json.utf8))
        // then
        #expect(
            [instance.videoSizeLimit, instance.videoFrameRateLimit, instance.videoMatrixLimit, instance.videoFrameLimit] == [
                41_943_040, 60, 2_304_000, nil,
            ])
    }

    @Test func testThatAServerSilentOnVideoSizeTakesMastodons() throws {
        // given
        let json = #"{"uri":"gts.example","title":"GoToSocial"}"#
        // when
        let instance = try FlatJSONDecoder().decode(InstanceEntity.self, from: Data(json.utf8))
        // then
        #expect(instance.videoSizeLimit == 99 * 1024 * 1024)
    }

    @Test func testThatThePollLimitsAreReadFromConfiguration() throws {
        // given
        let json = #"""
            {"domain":"d","title":"t","configuration":{"polls":{"max_options":8,"max_characters_per_option":100,
             "min_expiration":600,"max_expiration":86400}}}
            """#
        // when
        let instance = try FlatJSONDecoder().decode(InstanceEntity.self, from: Data(json.utf8))
        // then
        let limits: [Int] = [
            instance.maxPollOptions, instance.maxCharactersPerPollOption, instance.minPollExpiration, instance.maxPollExpiration,
        ]
        #expect(limits == [8, 100, 600, 86400])
    }

    @Test func testThatAPollOpenLongerThanItMayBeOpenAtLeastIsReadAsTheShortest() throws {
        // given: a server that says a poll may last at most less than at least
        let json = #"{"domain":"d","title":"t","configuration":{"polls":{"min_expiration":600,"max_expiration":60}}}"#
        // when
        let instance = try FlatJSONDecoder().decode(InstanceEntity.self, from: Data(json.utf8))
        // then
        #expect(instance.maxPollExpiration == 600)
    }
}
