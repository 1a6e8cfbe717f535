import Foundation
import MastodonAPI
import TestSupport
import Testing

@testable import Tintype
@testable import TintypeApp

@MainActor
struct ActivityInteractorTests {
    let output = ActivityInteractorOutputSpy()
    let ticker = ManualTicker()
    let postStore = PostStore()
    let relationships = RelationshipStore()

    private func interactor(
        _ activityService: ActivityServiceStub = ActivityServiceStub(), follows followService: FollowServiceStub = FollowServiceStub()
    ) -> ActivityInteractor {
        let interactor = ActivityInteractor(
            activityService: activityService, followService: followService, safetyService: SafetyServiceStub(silencedElsewhere: ["g"]),
            mediaService: MediaServiceStub(), clock: RefreshClock(interval: .seconds(60), sleep: ticker.sleep), postStore: postStore,
            relationshipStore: relationships)
        interactor.output = output
        return interactor
    }

    private static func group(postId: String, content: String = "<p>hello</p>") -> NotificationGroup {
        NotificationGroup(
            key: "favourite-" + postId, type: "favourite", post: EntityFixture.status(id: postId, content: content),
            accounts: [AccountEntity(id: "g", username: "grace", acct: "grace", displayName: "Grace\u{202E}Hopper")],
            count: 1, newestNotificationId: "9", latestAt: nil)
    }

    @Test func testThatNoticesComeAsPlainGroups() async {
        // given
        let slice = ActivitySlice(groups: NoticeGroupMapper.groups(from: [Self.group(postId: "7")]), hasOlder: true, fetchedAt: Date())
        let interactor = interactor(ActivityServiceStub(activity: .success(slice)))
        // when
        interactor.obtainNewestActivity(filter: .all)
        await interactor.work.idle()
        // then
        #expect(
            output.activities.first?.activity.groups.map(\.post?.id) == ["7"] && output.activities.first?.activity.hasOlderGroups == true)
    }

    @Test func testThatALikersNameIsCleanedBeforeItIsShown() async {
        // given: a name with a bidi override
        let slice = ActivitySlice(groups: NoticeGroupMapper.groups(from: [Self.group(postId: "7")]), hasOlder: false, fetchedAt: Date())
        let interactor = interactor(ActivityServiceStub(activity: .success(slice)))
        // when
        interactor.obtainNewestActivity(filter: .all)
        await interactor.work.idle()
        // then
        #expect(output.activities.first?.activity.groups.first?.accounts.first?.displayName == "GraceHopper")
    }

    @Test func testThatAFailureToLoadTheActivityIsReported() async {
        // given
        let interactor = interactor()
        // when
        interactor.obtainNewestActivity(filter: .all)
        await interactor.work.idle()
        // then
        #expect(output.problems == [.unreachable])
    }

    @Test func testThatTheUnseenCountIsReported() async {
        // given
        let interactor = interactor(ActivityServiceStub(unseenCount: .success(4)))
        // when
        interactor.obtainUnseenCount()
        await interactor.work.idle()
        // then
        #expect(output.unseenCounts == [4])
    }

    @Test func testThatAFailedCountLeavesTheCountAlone() async {
        // given
        let interactor = interactor()
        // when
        interactor.obtainUnseenCount()
        await interactor.work.idle()
        // then
        #expect(output.unseenCounts.isEmpty)
    }

    /// Listening lasts until the module closes: the test waits for what it checks, then closes.
    private func observe(_ interactor: ActivityInteractor, until heard: @escaping @MainActor () -> Bool) async throws -> Bool {
        interactor.observeActivity()
        let cameInTime = try await Polling.holds { heard() }
        interactor.cancelAllRequests()
        ticker.tick()
        return cameInTime
    }

    @Test func testThatEachLiveNoticeIsReported() async throws {
        // given
        let interactor = interactor(ActivityServiceStub(newNotifications: 2))
        // when
        let heard = try await observe(interactor) { [output] in output.newNotices == 2 }
        // then
        #expect(heard)
    }

    @Test func testThatMarkingSeenReachesTheService() async {
        // given
        let marked = LockedList<String>()
        let interactor = interactor(ActivityServiceStub(markedSeen: marked))
        // when
        interactor.markActivitySeen()
        await interactor.work.idle()
        // then
        #expect(marked.items == ["seen"])
    }

    @Test func testThatEachRefreshIntervalIsReported() async {
        // given
        let interactor = interactor()
        interactor.observeActivity()
        await ticker.waitForSleeper()
        // when
        await ticker.passInterval()
        // then
        #expect(output.refreshTimes == 1)
        interactor.cancelAllRequests()
        ticker.tick()
    }

    @Test func testThatTheFilterNamesTheServersTypes() async {
        // given
        let activity = ActivityServiceStub(activity: .success(ActivitySlice(groups: [], hasOlder: false, fetchedAt: Date())))
        let interactor = interactor(activity)
        // when
        interactor.obtainNewestActivity(filter: .follows)
        await interactor.work.idle()
        // then
        #expect(activity.askedFilters.items == [.follows])
    }

    @Test func testThatAFollowBackAnswersWithTheRelationship() async {
        // given
        let interactor = interactor()
        // when
        interactor.changeRelationship(.follow(true, accountIsLocked: false), accountId: "g")
        await interactor.work.idle()
        // then
        #expect(output.settledChanges.map { (try? $0.after.get())?.isFollowing } == [true])
    }

    @Test func testThatAFollowBackShowsOnEveryScreenThatShowsTheAccount() {
        // given
        let interactor = interactor()
        // when
        interactor.changeRelationship(.follow(true, accountIsLocked: false), accountId: "g")
        // then
        #expect(relationships.relationship(withAccountId: "g")?.isFollowing == true)
    }

    @Test func testThatARefusedFollowBackIsReported() async {
        // given
        let interactor = interactor(follows: FollowServiceStub(refusal: .forbidden(nil)))
        // when
        interactor.changeRelationship(.follow(true, accountIsLocked: false), accountId: "g")
        await interactor.work.idle()
        // then
        #expect(output.settledChanges.map { (try? $0.after.get()) == nil ? $0.accountId : nil } == ["g"])
    }

    @Test func testThatAnAcceptedRequestIsReportedAccepted() async {
        // given
        let interactor = interactor()
        // when
        interactor.changeRelationship(.answerFollowRequest(accepting: true), accountId: "k")
        await interactor.work.idle()
        // then
        #expect(output.settledChanges.map { (try? $0.after.get()) != nil && $0.request == .answerFollowRequest(accepting: true) } == [true])
    }

    @Test func testThatARefusedAnswerIsReported() async {
        // given
        let interactor = interactor(follows: FollowServiceStub(refusal: .unprocessable(nil)))
        // when
        interactor.changeRelationship(.answerFollowRequest(accepting: false), accountId: "k")
        await interactor.work.idle()
        // then
        #expect(output.settledChanges.map { (try? $0.after.get()) == nil ? $0.accountId : nil } == ["k"])
    }

    @Test func testThatABlockOrMuteIsReported() async throws {
        // given
        let interactor = interactor()
        // when
        let heard = try await observe(interactor) { [output] in output.silencedAccounts == ["g"] }
        // then
        #expect(heard)
    }
}
