import Localisation
import Testing

@testable import Tintype
@testable import TintypeApp

@MainActor
struct SafetyFormPresenterTests {
    let view = SafetyFormViewInputSpy()
    let interactor = SafetyFormInteractorInputSpy()
    let router = SafetyFormRouterInputSpy()
    let moduleOutput = SafetyFormModuleOutputSpy()
    let presenter: SafetyFormPresenter

    static let grace = Author(id: "g", displayName: "Grace Hopper", handle: "grace")
    static let remoteGrace = Author(id: "g", displayName: "Grace Hopper", handle: "grace@pixelfed.example")
    static let rule = ServerRule(id: "2", text: "No spam.")

    init() {
        presenter = SafetyFormPresenter(interactor: interactor, router: router, context: .test())
        presenter.view = view
        presenter.setModuleOutput(moduleOutput)
    }

    private func shownReport(of author: Author = grace, post: ReportedPost? = nil) -> SafetyFormPresenter {
        presenter.configure(with: .report(author, post: post))
        presenter.didTriggerViewReadyEvent()
        return presenter
    }

    private func shownMute() -> SafetyFormPresenter {
        presenter.configure(with: .mute(Self.grace))
        presenter.didTriggerViewReadyEvent()
        return presenter
    }

    @Test func testThatPresenterSetsUpViewOnViewReadyEvent() {
        // given
        // when
        _ = shownMute()
        // then
        #expect(view.didSetupInitialState)
    }

    @Test func testThatAMutesTitleNamesTheAccount() {
        // given
        // when
        _ = shownMute()
        // then
        #expect(view.shownTitles == [Strings.safetyFormMuteTitle("grace")])
    }

    @Test func testThatAMuteOffersEveryDurationStartingWithForGood() {
        // given
        // when
        _ = shownMute()
        // then
        #expect(view.shownForms.last?.choices.count == MuteDuration.allCases.count && view.shownForms.last?.chosenIndex == 0)
    }

    @Test func testThatAMuteAsksNoRules() {
        // given
        // when
        _ = shownMute()
        // then
        #expect(interactor.ruleRequests == 0)
    }

    @Test func testThatAReportAsksTheServersRules() {
        // given
        // when
        _ = shownReport()
        // then
        #expect(interactor.ruleRequests == 1)
    }

    @Test func testThatAReportStartsOnSomethingElse() {
        // given
        // when
        _ = shownReport()
        // then
        #expect(view.shownForms.last.map { $0.choices[$0.chosenIndex] } == Strings.reportReasonOther)
    }

    @Test func testThatTheServersRulesAreOfferedAsReasons() {
        // given
        let presenter = shownReport()
        // when
        presenter.didObtainServerRules([Self.rule])
        // then
        #expect(view.shownForms.last?.choices.contains(Strings.reportReasonRule("No spam.")) == true)
    }

    @Test func testThatMovingDownFromTheLastChoiceComesRoundToTheFirst() {
        // given: "something else" is the last reason
        let presenter = shownReport()
        // when
        presenter.didMoveChoice(by: 1)
        // then
        #expect(presenter.state.reason == .spam)
    }

    @Test func testThatChoosingARuleReportsItsViolation() {
        // given: spam, the rule, illegal, something else; up twice from the last
        let presenter = shownReport()
        presenter.didObtainServerRules([Self.rule])
        presenter.didMoveChoice(by: -1)
        presenter.didMoveChoice(by: -1)
        // when
        presenter.didTriggerConfirmEvent(comment: "")
        // then
        #expect(interactor.reports.map(\.reason) == [.brokenRule(Self.rule)])
    }

    @Test func testThatAReportCarriesThePostAndTheCommentTrimmed() {
        // given
        let presenter = shownReport(post: ReportedPost(id: "7", excerpt: "Buy now"))
        // when
        presenter.didTriggerConfirmEvent(comment: "  links to a shop \n")
        // then
        #expect(interactor.reports.map(\.postIds) == [["7"]] && interactor.reports.map(\.comment) == ["links to a shop"])
    }

    @Test func testThatAReportIsSentOnceWhileItIsOnItsWay() {
        // given
        let presenter = shownReport()
        presenter.didTriggerConfirmEvent(comment: "")
        // when
        presenter.didTriggerConfirmEvent(comment: "")
        // then
        #expect(interactor.reports.count == 1)
    }

    @Test func testThatACommentOverTheLimitIsNotSent() {
        // given
        let presenter = shownReport()
        // when
        presenter.didTriggerConfirmEvent(comment: String(repeating: "a", count: SafetyFormState.commentLimit + 1))
        // then
        #expect(interactor.reports.isEmpty && view.shownStatuses.last?.tone == .error)
    }

    @Test func testThatTheOptionToForwardIsOfferedForARemoteAccount() {
        // given
        // when
        _ = shownReport(of: Self.remoteGrace)
        // then
        #expect(view.shownForms.last?.option == Strings.safetyFormForward("pixelfed.example"))
    }

    @Test func testThatALocalAccountsReportHasNoOptionToForward() {
        // given
        // when
        _ = shownReport()
        // then
        #expect(view.shownForms.last?.option == nil)
    }

    @Test func testThatForwardingTurnedOnGoesWithTheReport() {
        // given
        let presenter = shownReport(of: Self.remoteGrace)
        presenter.didTriggerToggleOptionEvent()
        // when
        presenter.didTriggerConfirmEvent(comment: "")
        // then
        #expect(interactor.reports.map(\.forwardsToTheirServer) == [true])
    }

    @Test func testThatASentReportIsToldToTheOpenerAndTheFormCloses() {
        // given
        let presenter = shownReport()
        presenter.didTriggerConfirmEvent(comment: "")
        // when
        presenter.didPerformReport()
        // then
        #expect(moduleOutput.reportsSent == [Self.grace] && router.closeRequests == 1)
    }

    @Test func testThatARefusedReportKeepsTheFormOpenAndSaysWhy() {
        // given
        let presenter = shownReport()
        presenter.didTriggerConfirmEvent(comment: "")
        // when
        presenter.didFailToPerformReport(.rejected("Validation failed"))
        // then
        #expect(router.closeRequests == 0 && view.shownStatuses.last?.tone == .error)
    }

    @Test func testThatAMuteForADayWithNotificationsShownGoesToTheOpener() {
        // given: for good, an hour, six hours, a day
        let presenter = shownMute()
        for _ in 0..<3 { presenter.didMoveChoice(by: 1) }
        presenter.didTriggerToggleOptionEvent()
        // when
        presenter.didTriggerConfirmEvent(comment: "")
        // then
        #expect(moduleOutput.mutes.map(\.duration) == [.day] && moduleOutput.mutes.map(\.hidingNotifications) == [false])
    }

    @Test func testThatAChosenMuteClosesTheForm() {
        // given
        let presenter = shownMute()
        // when
        presenter.didTriggerConfirmEvent(comment: "")
        // then
        #expect(router.closeRequests == 1)
    }

    @Test func testThatPresenterClosesTheModuleOnBackEvent() {
        // given
        // when
        presenter.didTriggerBackEvent()
        // then
        #expect(router.closeRequests == 1)
    }

    @Test func testThatLeavingTheFormNeitherMutesNorReports() {
        // given
        let presenter = shownMute()
        // when
        presenter.didTriggerBackEvent()
        // then
        #expect(moduleOutput.mutes.isEmpty && interactor.reports.isEmpty)
    }

}
