import MastodonAPI
import Testing

@testable import Tintype
@testable import TintypeApp

@MainActor
struct SafetyFormInteractorTests {
    let output = SafetyFormInteractorOutputSpy()

    private func interactor(_ safety: SafetyServiceStub) -> SafetyFormInteractor {
        let interactor = SafetyFormInteractor(safetyService: safety)
        interactor.output = output
        return interactor
    }

    private static let draft = ReportDraft(accountId: "g", postIds: ["7"], reason: .spam, comment: "links", forwardsToTheirServer: false)

    @Test func testThatInteractorDoesNotKeepItsOutputAlive() {
        // given
        let interactor = SafetyFormInteractor(safetyService: SafetyServiceStub())
        weak var output: SafetyFormInteractorOutputSpy?
        do {
            let spy = SafetyFormInteractorOutputSpy()
            interactor.output = spy
            output = spy
        }
        // when
        interactor.cancelAllRequests()
        // then
        #expect(output == nil)
    }

    @Test func testThatTheServersRulesComeBackCleaned() async {
        // given
        let interactor = interactor(SafetyServiceStub(rules: [RuleEntity(id: "1", text: "<p>Be kind.</p>")]))
        // when
        interactor.obtainServerRules()
        await interactor.work.idle()
        // then
        #expect(output.rules == [[ServerRule(id: "1", text: "Be kind.")]])
    }

    @Test func testThatAServerWithoutRulesIsQuiet() async {
        // given
        let interactor = interactor(SafetyServiceStub(refusal: .notFound(nil)))
        // when
        interactor.obtainServerRules()
        await interactor.work.idle()
        // then
        #expect(output.rules.isEmpty)
    }

    @Test func testThatAReportGoesToTheServiceAsThePersonWroteIt() async {
        // given
        let safety = SafetyServiceStub()
        let interactor = interactor(safety)
        // when
        interactor.performReport(Self.draft)
        await interactor.work.idle()
        // then
        #expect(safety.reports.items == [Self.draft])
    }

    @Test func testThatASentReportIsTold() async {
        // given
        let interactor = interactor(SafetyServiceStub())
        // when
        interactor.performReport(Self.draft)
        await interactor.work.idle()
        // then
        #expect(output.reportsSent == 1)
    }

    @Test func testThatARefusedReportSaysWhy() async {
        // given
        let interactor = interactor(SafetyServiceStub(refusal: .unprocessable("Reported statuses must belong to the target account")))
        // when
        interactor.performReport(Self.draft)
        await interactor.work.idle()
        // then
        #expect(output.reportProblems.count == 1)
    }
}
