import Localisation
import Testing

@testable import Tintype

@MainActor
struct RelationshipActionsTests {
    private let interactor = RelationshipChangeInteractorInputSpy()
    private let forms = AccountSafetyRouterInputSpy()
    private let statuses = SaidLines()
    private let actions: RelationshipActions
    private let grace = Author(id: "g", displayName: "Grace Hopper", handle: "grace")

    init() {
        actions = RelationshipActions(
            interactor: interactor, forms: forms, explain: { "because \($0)" },
            showStatus: { [statuses] text, tone in statuses.lines.append((text, tone)) })
    }

    @Test func testThatXOnAnAccountNotBlockedAsksFirst() {
        // given
        // when
        actions.toggleBlock(of: grace, standing: Relationship(), isRepeated: false)
        // then
        #expect(interactor.changes.isEmpty && statuses.lines.map(\.text) == [Strings.blockQuestion("grace")])
    }

    @Test func testThatXPressedAgainAtOnceBlocks() {
        // given
        actions.toggleBlock(of: grace, standing: Relationship(), isRepeated: false)
        // when
        actions.toggleBlock(of: grace, standing: Relationship(), isRepeated: true)
        // then
        #expect(interactor.changes.map(\.request) == [.block(true)])
    }

    @Test func testThatXPressedAgainAfterAnotherKeyAsksAgain() {
        // given
        actions.toggleBlock(of: grace, standing: Relationship(), isRepeated: false)
        // when
        actions.toggleBlock(of: grace, standing: Relationship(), isRepeated: false)
        // then
        #expect(interactor.changes.isEmpty)
    }

    @Test func testThatXOnABlockedAccountUnblocksAtOnce() {
        // given
        // when
        actions.toggleBlock(of: grace, standing: Relationship(isBlocking: true), isRepeated: false)
        // then
        #expect(interactor.changes.map(\.request) == [.block(false)])
    }

    @Test func testThatAChangeSentSaysItWaits() {
        // given
        // when
        actions.answerRequest(of: grace, accepting: true)
        // then
        #expect(statuses.lines.map(\.text) == [Strings.followRequestAnswerWaits] && statuses.lines.map(\.tone) == [.busy])
    }

    @Test func testThatTheAnswerNamesTheAccountChanged() {
        // given
        actions.toggleMute(of: grace, standing: Relationship())
        forms.output?.didChooseMute(ofAccountId: "g", for: .forGood, hidingNotifications: true)
        // when
        actions.didSettle(.mute(.forGood, hidingNotifications: true), accountId: "g", to: .success(Relationship(isMuting: true)))
        // then
        #expect(statuses.lines.last?.text == Strings.mutedAccount("grace"))
    }

    @Test func testThatARefusalSaysWhyAsAnError() {
        // given
        actions.followBack(grace)
        // when
        actions.didSettle(.follow(true, accountIsLocked: false), accountId: "g", to: .failure(.unreachable))
        // then
        #expect(statuses.lines.last?.text == Strings.followFailed("because unreachable") && statuses.lines.last?.tone == .error)
    }

    @Test func testThatAFollowToggledIsLeftToTheInteractorWhichKnowsHowTheyStandNow() {
        // given
        // when
        actions.toggleFollow(of: grace, isLocked: true)
        // then
        #expect(interactor.followToggles.map(\.accountIsLocked) == [true])
    }

    @Test func testThatMOnAnAccountNotMutedAsksHowLongInTheForm() {
        // given
        // when
        actions.toggleMute(of: grace, standing: Relationship())
        // then
        #expect(forms.subjects == [.mute(grace)] && interactor.changes.isEmpty)
    }

    @Test func testThatMOnAMutedAccountUnmutesAtOnce() {
        // given
        // when
        actions.toggleMute(of: grace, standing: Relationship(isMuting: true))
        // then
        #expect(interactor.changes.map(\.request) == [.unmute] && forms.subjects.isEmpty)
    }

    @Test func testThatTheMuteChosenInTheFormIsSentForTheAccount() {
        // given
        actions.toggleMute(of: grace, standing: Relationship())
        // when
        forms.output?.didChooseMute(ofAccountId: "g", for: .week, hidingNotifications: false)
        // then
        #expect(
            interactor.changes.map(\.request) == [.mute(.week, hidingNotifications: false)] && interactor.changes.map(\.accountId) == ["g"])
    }

    @Test func testThatAReportOpensTheFormAboutTheAccountAlone() {
        // given
        // when
        actions.report(grace)
        // then
        #expect(forms.subjects == [.report(grace, post: nil)])
    }

    @Test func testThatASentReportIsSaid() {
        // given
        actions.report(grace)
        // when
        forms.output?.didSendReport(about: grace)
        // then
        #expect(statuses.lines.map(\.text) == [Strings.reportSent("grace")])
    }
}

private final class SaidLines {
    var lines: [(text: String, tone: StatusLineViewModel.Tone)] = []
}

@MainActor
private final class RelationshipChangeInteractorInputSpy: RelationshipChangeInteractorInput {
    var changes: [(request: RelationshipRequest, accountId: String)] = []
    var followToggles: [(accountId: String, accountIsLocked: Bool)] = []
    func changeRelationship(_ request: RelationshipRequest, accountId: String) { changes.append((request, accountId)) }
    func toggleFollow(accountId: String, accountIsLocked: Bool) { followToggles.append((accountId, accountIsLocked)) }
}

@MainActor
private final class AccountSafetyRouterInputSpy: AccountSafetyRouterInput {
    var subjects: [SafetyFormSubject] = []
    private(set) weak var output: (any SafetyFormModuleOutput)?
    func openSafetyFormModule(for subject: SafetyFormSubject, moduleOutput: any SafetyFormModuleOutput) {
        subjects.append(subject)
        output = moduleOutput
    }
}
