/// How the signed-in account and another now stand, as the store of relationships tells it.
public struct RelationshipChange: Sendable, Equatable {
    public var accountId: String
    public var relationship: Relationship
}
