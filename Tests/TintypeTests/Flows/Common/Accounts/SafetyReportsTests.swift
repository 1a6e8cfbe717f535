import Localisation
import Testing

@testable import Tintype

@MainActor
struct SafetyReportsTests {
    private let forms = AccountSafetyFormsSpy()
    private let statuses = StatusLines()
    private let reports: SafetyReports
    private let grace = Author(id: "g", displayName: "Grace Hopper", handle: "grace")

    init() {
        reports = SafetyReports(forms: forms, showStatus: { [statuses] text, _ in statuses.texts.append(text) })
    }

    @Test func testThatAReportOfAPostAttachesThePost() {
        // given
        let post = ReportedPost(id: "7", excerpt: "Bugs")
        // when
        reports.report(grace, post: post)
        // then
        #expect(forms.subjects == [.report(grace, post: post)])
    }

    @Test func testThatTheFormsAnswerIsSaid() {
        // given
        reports.report(grace)
        // when
        forms.output?.didSendReport(about: grace)
        // then
        #expect(statuses.texts == [Strings.reportSent("grace")])
    }
}

private final class StatusLines {
    var texts: [String] = []
}

@MainActor
private final class AccountSafetyFormsSpy: AccountSafetyRouterInput {
    var subjects: [SafetyFormSubject] = []
    private(set) weak var output: (any SafetyFormModuleOutput)?
    func openSafetyFormModule(for subject: SafetyFormSubject, moduleOutput: any SafetyFormModuleOutput) {
        subjects.append(subject)
        output = moduleOutput
    }
}
