import MastodonAPI
import TextBasics
import Tintype

/// A report as the person wrote it to what the server is sent, and the server's rules to plain
/// ones with their words cleaned.
enum ReportMapper {
    static func content(from draft: ReportDraft) -> ReportContent {
        let (category, ruleIds): (ReportContent.Category, [String]) =
            switch draft.reason {
            case .spam: (.spam, [])
            case .brokenRule(let rule): (.violation, [rule.id])
            case .illegal: (.legal, [])
            case .other: (.other, [])
            }
        return ReportContent(
            accountId: draft.accountId, statusIds: draft.postIds, comment: draft.comment, category: category, ruleIds: ruleIds,
            forward: draft.forwardsToTheirServer)
    }

    static func rule(from entity: RuleEntity) -> ServerRule {
        ServerRule(id: entity.id, text: TextSanitizer.cleanLine(HTMLToText.convert(entity.text)))
    }
}
