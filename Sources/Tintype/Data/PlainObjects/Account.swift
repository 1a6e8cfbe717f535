/// The signed-in account, for the title and status lines.
public struct Account: Sendable, Equatable {
    public var id: String
    public var displayName: String
    public var handle: String

    public init(id: String, displayName: String, handle: String) {
        self.id = id
        self.displayName = displayName
        self.handle = handle
    }
}
