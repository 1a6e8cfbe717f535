/// One line of the key help: the keys and what they do.
public struct KeyHelpEntry: Equatable, Sendable {
    public var keys: String
    public var action: String

    public init(keys: String, action: String) {
        self.keys = keys
        self.action = action
    }
}
