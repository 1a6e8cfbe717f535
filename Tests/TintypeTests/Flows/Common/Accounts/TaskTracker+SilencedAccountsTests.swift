import Testing

@testable import Tintype
@testable import TintypeApp

@MainActor
struct TaskTrackerSilencedAccountsTests {
    @Test func testThatEveryAccountSilencedElsewhereIsTold() async {
        // given
        let work = TaskTracker()
        var silenced: [String] = []
        // when
        work.observeSilencedAccounts(of: SafetyServiceStub(silencedElsewhere: ["g", "k"])) { silenced.append($0) }
        await work.idle()
        // then
        #expect(silenced == ["g", "k"])
    }

    @Test func testThatNothingIsToldOnceTheWorkIsCancelled() async {
        // given
        let work = TaskTracker()
        var silenced: [String] = []
        work.observeSilencedAccounts(of: SafetyServiceStub(silencedElsewhere: ["g"])) { silenced.append($0) }
        // when
        work.cancelAll()
        await work.idle()
        // then
        #expect(silenced.isEmpty)
    }
}
