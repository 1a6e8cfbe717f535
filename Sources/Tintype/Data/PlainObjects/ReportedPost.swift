/// The post a report is about: its id, and its words' first line to remind the person which.
public struct ReportedPost: Sendable, Equatable {
    public var id: String
    public var excerpt: String

    public init(id: String, excerpt: String) {
        self.id = id
        self.excerpt = excerpt
    }
}
