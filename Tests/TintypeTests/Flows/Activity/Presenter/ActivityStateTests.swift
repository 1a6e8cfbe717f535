import Foundation
import Testing

@testable import Tintype
@testable import TintypeApp

struct ActivityStateTests {
    private static func state(with groups: [NoticeGroup]) -> ActivityState {
        var state = ActivityState()
        state.activity.showNewest(groups, hasOlder: false, fetchedAt: Date(timeIntervalSince1970: 1_000_000))
        return state
    }

    @Test func testThatACommentLeadsToItsThreadAtIt() {
        // given
        let state = Self.state(with: [.fixture(postId: "c", kind: .comment, answersPostId: "p")])
        // when
        let destination = state.destination(at: 0)
        // then
        #expect(destination == .post(id: "p", focusingCommentId: "c"))
    }

    @Test func testThatAFollowLeadsToTheProfile() {
        // given
        let state = Self.state(with: [.fixture(postId: nil, kind: .follow)])
        // when
        let destination = state.destination(at: 0)
        // then
        #expect(destination == .profile(accountId: "l0"))
    }

    @Test func testThatALikeOfAPostTakenDownLeadsNowhere() {
        // given
        let state = Self.state(with: [.fixture(postId: nil, kind: .like)])
        // when
        let destination = state.destination(at: 0)
        // then
        #expect(destination == .gone)
    }

    @Test func testThatALikeHasNobodyToFollowBack() {
        // given
        let state = Self.state(with: [.fixture(postId: "p", kind: .like)])
        // when
        let account = state.followerToFollowBack(at: 0)
        // then
        #expect(account == nil)
    }

    @Test func testThatARequestIsAnsweredOnce() {
        // given
        var state = Self.state(with: [.fixture(postId: nil, kind: .followRequest)])
        _ = state.answerRequest(ofAccountId: "l0", accepting: true)
        // when
        let answeredAgain = state.answerRequest(ofAccountId: "l0", accepting: false)
        // then
        #expect(!answeredAgain && state.answeredRequests["l0"] == true)
    }

    @Test func testThatAFollowIsNoRequestToAnswer() {
        // given
        let state = Self.state(with: [.fixture(postId: nil, kind: .follow)])
        // when
        let requester = state.followRequester(at: 0)
        // then
        #expect(requester == nil)
    }
}
