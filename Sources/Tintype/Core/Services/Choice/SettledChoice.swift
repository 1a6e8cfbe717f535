/// A like, boost or save (made or taken back) that the server has now answered for good, however
/// it went out: at once, or later, after the server was away.
public struct SettledChoice: Sendable {
    public enum Outcome: Sendable {
        /// The post as the server has it after the choice.
        case confirmed(Post)
        case refused(OutboxRejection)
    }

    public let choice: PostChoice
    public let isOn: Bool
    public let postId: String
    public let outcome: Outcome

    /// The choice an outbox item makes, or nil for any other write.
    package init?(_ action: OutboxItem.Action, outcome: Outcome) {
        switch action {
        case .like(let postId): (choice, isOn, self.postId) = (.like, true, postId)
        case .unlike(let postId): (choice, isOn, self.postId) = (.like, false, postId)
        case .boost(let postId): (choice, isOn, self.postId) = (.boost, true, postId)
        case .unboost(let postId): (choice, isOn, self.postId) = (.boost, false, postId)
        case .save(let postId): (choice, isOn, self.postId) = (.save, true, postId)
        case .unsave(let postId): (choice, isOn, self.postId) = (.save, false, postId)
        default: return nil
        }
        self.outcome = outcome
    }
}
