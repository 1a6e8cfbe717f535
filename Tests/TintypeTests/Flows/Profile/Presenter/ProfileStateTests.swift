import Foundation
import Testing

@testable import Tintype
@testable import TintypeApp

struct ProfileStateTests {
    @Test func testThatANewPictureAddressIsToBeFetched() {
        // given
        var state = ProfileState()
        var profile = Profile.fixture()
        profile.avatarAddress = "https://x/grace.png"
        state.profile = profile
        // when
        let address = state.takeNewAvatarAddress()
        // then
        #expect(address == "https://x/grace.png")
    }

    @Test func testThatTheSamePictureAddressIsNotFetchedAgain() {
        // given
        var state = ProfileState()
        var profile = Profile.fixture()
        profile.avatarAddress = "https://x/grace.png"
        state.profile = profile
        _ = state.takeNewAvatarAddress()
        // when
        let address = state.takeNewAvatarAddress()
        // then
        #expect(address == nil)
    }

    @Test func testThatAProfileNeverFetchedIsNotStale() {
        // given
        let state = ProfileState()
        // when
        let isStale = state.isStale(now: Date(), interval: .seconds(60))
        // then
        #expect(!isStale)
    }

    @Test func testThatMySavedPostsAreListedWhenChosen() {
        // given
        var state = ProfileState()
        state.accountId = "me"
        state.isSignedInAccount = true
        // when
        state.showsSaved = true
        // then
        #expect(state.postSource == .saved)
    }

    @Test func testThatPostsArrivingAfterTheProfileSayItIsOnline() {
        // given
        var state = ProfileState()
        state.isAwaitingPosts = true
        state.hasLiveData = true
        // when
        let isOnline = state.takeArrivalOfPosts()
        // then
        #expect(isOnline)
    }

    @Test func testThatPostsArrivingBeforeTheProfileLeaveTheLineToIt() {
        // given
        var state = ProfileState()
        state.isAwaitingPosts = true
        state.isRefreshing = true
        // when
        let isOnline = state.takeArrivalOfPosts()
        // then
        #expect(!isOnline)
    }

    @Test func testThatPostsArriveOnceForEachRequest() {
        // given
        var state = ProfileState()
        state.isAwaitingPosts = true
        state.hasLiveData = true
        _ = state.takeArrivalOfPosts()
        // when
        let isOnline = state.takeArrivalOfPosts()
        // then
        #expect(!isOnline)
    }
}
