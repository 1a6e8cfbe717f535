import Foundation
import MastodonAPI
import TestSupport
import Testing

@testable import Tintype
@testable import TintypeApp

@MainActor
struct ProfileInteractorTests {
    let output = ProfileInteractorOutputSpy()
    let relationships = RelationshipStore()

    static let grace = AccountEntity(
        id: "g", username: "grace", acct: "grace", displayName: "<b>Grace</b> Hopper",
        note: "<p>Compilers &amp; moths</p>", statusesCount: 7)

    private func makeInteractor(
        accounts: AccountServiceStub = AccountServiceStub(),
        follows: FollowServiceStub = FollowServiceStub(), safety: SafetyServiceStub = SafetyServiceStub()
    ) -> ProfileInteractor {
        let interactor = ProfileInteractor(
            accountService: accounts, followService: follows, safetyService: safety, mediaService: MediaServiceStub(),
            relationshipStore: relationships)
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
        interactor.toggleFollow(accountId: "g", accountIsLocked: true)
        await interactor.work.idle()
        // then
        #expect(output.settledChanges.map { try? $0.after.get() } == [Relationship(isRequested: true)])
    }

    @Test func testThatAFollowShowsAtOnceBeforeTheServerAnswers() {
        // given
        let interactor = makeInteractor()
        // when
        interactor.toggleFollow(accountId: "g", accountIsLocked: false)
        // then
        #expect(relationships.relationship(withAccountId: "g") == Relationship(isFollowing: true))
    }

    @Test func testThatAFollowedAccountIsUnfollowed() {
        // given
        let interactor = makeInteractor()
        relationships.receive(Relationship(isFollowing: true), accountId: "g", askedAt: relationships.now)
        // when
        interactor.toggleFollow(accountId: "g", accountIsLocked: false)
        // then
        #expect(relationships.relationship(withAccountId: "g") == Relationship())
    }

    @Test func testThatASecondPressBeforeTheAnswerTakesTheFollowBack() {
        // given
        let interactor = makeInteractor()
        interactor.toggleFollow(accountId: "g", accountIsLocked: true)
        // when
        interactor.toggleFollow(accountId: "g", accountIsLocked: true)
        // then
        #expect(relationships.relationship(withAccountId: "g") == Relationship())
    }

    @Test func testThatARefusedFollowLeavesHowTheyStoodBefore() async {
        // given
        let interactor = makeInteractor(follows: FollowServiceStub(refusal: .forbidden("no")))
        relationships.receive(Relationship(isFollowedBy: true), accountId: "g", askedAt: relationships.now)
        // when
        interactor.toggleFollow(accountId: "g", accountIsLocked: false)
        await interactor.work.idle()
        // then
        #expect(relationships.relationship(withAccountId: "g") == Relationship(isFollowedBy: true))
    }

    @Test func testThatAConfirmedFollowFetchesTheProfileWithItsNewCounts() async {
        // given
        let interactor = makeInteractor(accounts: AccountServiceStub(accounts: ["g": Self.grace]))
        // when
        interactor.toggleFollow(accountId: "g", accountIsLocked: false)
        await interactor.work.idle()
        // then
        #expect(output.profiles.map(\.handle) == ["grace"])
    }

    @Test func testThatARefusedFollowAsksTheServerHowTheyStand() async {
        // given
        let interactor = makeInteractor(
            accounts: AccountServiceStub(relationship: RelationshipEntity(id: "g", isFollowedBy: true)),
            follows: FollowServiceStub(refusal: .forbidden("no")))
        // when
        interactor.toggleFollow(accountId: "g", accountIsLocked: false)
        await interactor.work.idle()
        // then
        #expect(relationships.relationship(withAccountId: "g") == Relationship(isFollowedBy: true))
    }

    @Test func testThatTheRelationshipFetchedIsHeardByTheProfileObservingIt() async throws {
        // given
        let interactor = makeInteractor(accounts: AccountServiceStub(relationship: RelationshipEntity(id: "g", isFollowedBy: true)))
        interactor.observeRelationship(accountId: "g")
        // when
        interactor.obtainRelationship(accountId: "g")
        // then
        #expect(try await Polling.holds { output.relationships == [Relationship(isFollowedBy: true)] })
        interactor.cancelAllRequests()
    }

    @Test func testThatAProfileOfAnAccountAlreadyKnownHearsHowTheyStand() async throws {
        // given: another profile of Grace fetched how the two stand before this one opened
        let interactor = makeInteractor()
        relationships.receive(Relationship(isFollowing: true), accountId: "g", askedAt: relationships.now)
        // when
        interactor.observeRelationship(accountId: "g")
        // then
        #expect(try await Polling.holds { output.relationships == [Relationship(isFollowing: true)] })
        interactor.cancelAllRequests()
    }

    @Test func testThatAFollowMadeOnAnotherScreenIsHeard() async throws {
        // given: this profile observes Grace; another screen follows her
        let interactor = makeInteractor()
        let elsewhere = makeInteractor()
        interactor.observeRelationship(accountId: "g")
        // when
        elsewhere.toggleFollow(accountId: "g", accountIsLocked: false)
        // then
        #expect(try await Polling.holds { output.relationships.last == Relationship(isFollowing: true) })
        interactor.cancelAllRequests()
    }

    @Test func testThatARefusedFollowIsReportedWithItsReason() async {
        // given
        let interactor = makeInteractor(follows: FollowServiceStub(refusal: .forbidden("no")))
        // when
        interactor.toggleFollow(accountId: "g", accountIsLocked: false)
        await interactor.work.idle()
        // then
        #expect(output.settledChanges.map { $0.after.failure } == [.forbidden("no")])
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
        interactor.changeRelationship(.block(true), accountId: "g")
        await interactor.work.idle()
        // then
        #expect(output.settledChanges.map { (try? $0.after.get())?.isBlocking } == [true])
    }

    @Test func testThatARefusedMuteIsReported() async {
        // given
        let interactor = makeInteractor(safety: SafetyServiceStub(refusal: .forbidden(nil)))
        // when
        interactor.changeRelationship(.mute(.forGood, hidingNotifications: true), accountId: "g")
        await interactor.work.idle()
        // then
        #expect(output.settledChanges.compactMap { $0.after.failure }.count == 1)
    }

    @Test func testThatAMuteForADayTellsTheServiceItsLength() async {
        // given
        let safety = SafetyServiceStub()
        let interactor = makeInteractor(safety: safety)
        // when
        interactor.changeRelationship(.mute(.day, hidingNotifications: false), accountId: "g")
        await interactor.work.idle()
        // then
        #expect(safety.mutes.items.map(\.seconds) == [86400] && safety.mutes.items.map(\.hidesNotifications) == [false])
    }
}
