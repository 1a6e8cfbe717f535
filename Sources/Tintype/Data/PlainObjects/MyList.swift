/// One of my lists, as the lists screen shows it.
public struct MyList: Sendable, Equatable, Identifiable {
    public var id: String
    public var title: String
    /// Whether the account the screen was opened for is in it; nil when it was opened for none.
    public var holdsAccount: Bool?

    public init(id: String, title: String, holdsAccount: Bool? = nil) {
        self.id = id
        self.title = title
        self.holdsAccount = holdsAccount
    }
}
