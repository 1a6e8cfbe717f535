/// One of the instance's rules, as a report names it.
public struct ServerRule: Sendable, Equatable {
    public var id: String
    public var text: String

    public init(id: String, text: String) {
        self.id = id
        self.text = text
    }
}
