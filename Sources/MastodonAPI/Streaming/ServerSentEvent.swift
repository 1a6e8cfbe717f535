/// One event of a `text/event-stream`, as the streaming API sends them: a name and its data.
public struct ServerSentEvent: Sendable, Equatable {
    /// "update", "notification", "delete"…; "message" when the server named none.
    public var name: String
    /// The event's data lines, joined by newlines.
    public var data: String
    public var id: String?

    public init(name: String = "message", data: String, id: String? = nil) {
        self.name = name
        self.data = data
        self.id = id
    }
}
