import MastodonAPI
import Testing

@testable import Tintype
@testable import TintypeApp

struct ReportMapperTests {
    private func draft(_ reason: ReportReason) -> ReportDraft {
        ReportDraft(accountId: "4", postIds: ["7"], reason: reason, comment: "links", forwardsToTheirServer: true)
    }

    @Test func testThatABrokenRuleIsAViolationNamingTheRule() {
        // given
        let draft = draft(.brokenRule(ServerRule(id: "2", text: "No spam.")))
        // when
        let content = ReportMapper.content(from: draft)
        // then
        #expect(
            content
                == ReportContent(accountId: "4", statusIds: ["7"], comment: "links", category: .violation, ruleIds: ["2"], forward: true))
    }

    @Test func testThatAnIllegalPostIsTheLegalCategory() {
        // given
        let draft = draft(.illegal)
        // when
        let content = ReportMapper.content(from: draft)
        // then
        #expect(content.category == .legal)
    }

    @Test func testThatARulesWordsAreCleanedOfTerminalCodes() {
        // given
        let entity = RuleEntity(id: "1", text: "Be \u{1B}[31mkind")
        // when
        let rule = ReportMapper.rule(from: entity)
        // then
        #expect(!rule.text.contains("\u{1B}"))
    }
}
