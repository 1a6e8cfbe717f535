/// How a change asked through `RelationshipChangeInteractorInput` settled.
@MainActor
protocol RelationshipChangeInteractorOutput: AnyObject {
    /// The server took the change, and the two stand as `after` says; or it did not, and why.
    func didSettleRelationshipChange(_ request: RelationshipRequest, accountId: String, to after: Result<Relationship, ConnectionProblem>)
}
