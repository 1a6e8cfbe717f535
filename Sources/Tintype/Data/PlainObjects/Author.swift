/// An account as screens show it (who wrote a post, who is signed in), with clean one-line text.
public struct Author: Sendable, Equatable, Codable {
    public var id: String
    public var displayName: String
    /// The handle without the leading "@", such as "grace" or "grace@pixelfed.social".
    public var handle: String

    public init(id: String, displayName: String, handle: String) {
        self.id = id
        self.displayName = displayName
        self.handle = handle
    }
}
