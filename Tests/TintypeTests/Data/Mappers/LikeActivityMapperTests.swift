import Foundation
import MastodonAPI
import Testing

@testable import Tintype

struct LikeActivityMapperTests {
    private static func group(caption: String = "<p>Moths <b>in</b> the relay</p>") -> LikeActivityGroup {
        LikeActivityGroup(
            post: EntityFixture.status(id: "7", content: caption),
            likers: [AccountEntity(id: "g", username: "grace", acct: "grace", displayName: "Grace\u{1B}[31m Hopper")],
            likesCount: 4, newestNotificationId: "90", latestLikeAt: Date(timeIntervalSince1970: 5))
    }

    @Test func testThatThePostsCaptionBecomesText() {
        // given
        let group = Self.group()
        // when
        let mapped = LikeActivityMapper.group(from: group)
        // then
        #expect(mapped.post.caption == "Moths in the relay")
    }

    @Test func testThatALikersNameLosesItsEscapes() {
        // given
        let group = Self.group()
        // when
        let mapped = LikeActivityMapper.group(from: group)
        // then
        #expect(mapped.likers.first?.displayName.contains("\u{1B}") == false)
    }

    @Test func testThatTheCountAndTheMarkerPlaceAreKept() {
        // given
        let group = Self.group()
        // when
        let mapped = LikeActivityMapper.group(from: group)
        // then
        #expect(mapped.likesCount == 4 && mapped.newestNotificationId == "90")
    }

    @Test func testThatASliceKeepsWhetherOlderLikesAreThere() {
        // given
        let slice = LikeActivitySlice(groups: [Self.group()], hasOlder: true, fetchedAt: Date(timeIntervalSince1970: 9))
        // when
        let activity = LikeActivityMapper.activity(from: slice)
        // then
        #expect(activity.hasOlderGroups && activity.groups.count == 1)
    }

    @Test func testThatALikerInSeveralGroupsIsNamedAlikeInEach() {
        // given
        let slice = LikeActivitySlice(groups: [Self.group(), Self.group()], hasOlder: false, fetchedAt: Date(timeIntervalSince1970: 9))
        // when
        let activity = LikeActivityMapper.activity(from: slice)
        // then
        #expect(activity.groups[0].likers == activity.groups[1].likers)
    }
}
