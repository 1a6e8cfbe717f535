import Foundation
import MastodonAPI
import Testing

@testable import Tintype

@MainActor
struct ProfileInteractorTests {
    let output = ProfileInteractorOutputSpy()

    static let grace = AccountEntity(
        id: "g", username: "grace", acct: "grace", displayName: "<b>Grace</b> Hopper",
        note: "<p>Compilers &amp; moths</p>", statusesCount: 7)

    private func makeInteractor(
        accounts: AccountServiceStub = AccountServiceStub(),
        follows: FollowServiceStub = FollowServiceStub(), safety: SafetyServiceStub = SafetyServiceStub()
    ) -> ProfileInteractor {
        let interactor = ProfileInteractor(
            accountService: accounts, followService: follows, safetyService: safety, mediaService: MediaServiceStub())
        interactor.output = output
        return interactor
    }

    @Test func testThatTheProfileComesAsCleanText() async {
        // given
        let interactor = makeInteractor(accounts: AccountServiceStub(accounts: ["g": Self.grace]))
        // when
        interactor.obtainProfile(accountId: "g")
        await interactor.work.idle()
        // then
        #expect(output.profiles.first?.displayName == "Grace Hopper" && output.profiles.first?.bio == "Compilers & moths")
    }

    @Test func testThatTheAvatarIsReported() async {
        // given
        let interactor = makeInteractor()
        // when
        interactor.obtainAvatar(at: "https://x/grace.png")
        await interactor.work.idle()
        // then
        #expect(output.avatars == ["https://x/grace.png"])
    }

    @Test func testThatAnUnknownAccountIsReportedAsNotFound() async {
        // given
        let interactor = makeInteractor()
        // when
        interactor.obtainProfile(accountId: "nobody")
        await interactor.work.idle()
        // then
        #expect(output.profileProblems == [.notFound])
    }

    @Test func testThatACachedProfileIsReported() async {
        // given
        let interactor = makeInteractor(accounts: AccountServiceStub(cachedAccounts: ["g": Self.grace]))
        // when
        interactor.obtainCachedProfile(accountId: "g")
        await interactor.work.idle()
        // then
        #expect(output.cachedProfiles.first?.id == "g")
    }

    @Test func testThatTheSignedInAccountIdIsReported() async {
        // given
        let interactor = makeInteractor(accounts: AccountServiceStub(account: Self.grace))
        // when
        interactor.obtainSignedInAccountId()
        await interactor.work.idle()
        // then
        #expect(output.signedInAccountIds == ["g"])
    }

    @Test func testThatAFollowOfALockedAccountComesBackRequested() async {
        // given
        let interactor = makeInteractor(follows: FollowServiceStub(isLocked: true))
        // when
        interactor.performFollow(true, accountId: "g")
        await interactor.work.idle()
        // then
        #expect(output.followResults == [Relationship(isRequested: true)])
    }

    @Test func testThatARefusedFollowIsReportedWithItsReason() async {
        // given
        let interactor = makeInteractor(follows: FollowServiceStub(refusal: .forbidden("no")))
        // when
        interactor.performFollow(false, accountId: "g")
        await interactor.work.idle()
        // then
        #expect(output.followProblems == [.forbidden("no")])
    }

    @Test func testThatNothingIsReportedAfterCancelling() async {
        // given
        let interactor = makeInteractor(accounts: AccountServiceStub(accounts: ["g": Self.grace]))
        // when
        interactor.obtainProfile(accountId: "g")
        interactor.cancelAllRequests()
        await Task.yield()
        try? await Task.sleep(for: .milliseconds(50))
        // then
        #expect(output.profiles.isEmpty)
    }

    @Test func testThatABlockAnswersWithTheRelationship() async {
        // given
        let interactor = makeInteractor()
        // when
        interactor.performBlock(true, accountId: "g")
        await interactor.work.idle()
        // then
        #expect(output.safetyResults.map(\.isBlocking) == [true])
    }

    @Test func testThatARefusedMuteIsReported() async {
        // given
        let interactor = makeInteractor(safety: SafetyServiceStub(refusal: .forbidden(nil)))
        // when
        interactor.performMute(accountId: "g", for: .forGood, hidingNotifications: true)
        await interactor.work.idle()
        // then
        #expect(output.safetyProblems.count == 1)
    }

    @Test func testThatAMuteForADayTellsTheServiceItsLength() async {
        // given
        let safety = SafetyServiceStub()
        let interactor = makeInteractor(safety: safety)
        // when
        interactor.performMute(accountId: "g", for: .day, hidingNotifications: false)
        await interactor.work.idle()
        // then
        #expect(safety.mutes.items.map(\.seconds) == [86400] && safety.mutes.items.map(\.hidesNotifications) == [false])
    }
}
