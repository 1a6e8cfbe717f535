/// One conversation of the list, with its strings ready to draw.
struct ConversationCellObject: Identifiable, Equatable, Sendable {
    var id: String { key }
    let key: String
    /// "Grace Hopper and Alan Turing".
    let names: String
    /// "You: see you at six", the first line of the latest message.
    let preview: String
    /// "2h".
    let age: String
    let isUnread: Bool
}
