/// A direct conversation: the people in it besides the signed-in person, and its latest message.
public struct Conversation: Sendable, Equatable, Identifiable {
    /// The same for every version of it (`key(ofParticipantIds:)`).
    public var key: String
    public var id: String { key }
    /// The server's id for it now; nil for one not started yet.
    public var serverId: String?
    /// Empty when the others are gone (suspended) or the messages mention no one.
    public var participants: [Author]
    /// Nil when there is none yet, or it was deleted.
    public var lastMessage: Message?
    public var isUnread: Bool

    public init(key: String, serverId: String?, participants: [Author], lastMessage: Message?, isUnread: Bool) {
        self.key = key
        self.serverId = serverId
        self.participants = participants
        self.lastMessage = lastMessage
        self.isUnread = isUnread
    }

    /// A conversation about to be started with these people.
    public static func new(with participants: [Author]) -> Conversation {
        Conversation(
            key: key(ofParticipantIds: participants.map(\.id)), serverId: nil, participants: participants,
            lastMessage: nil, isUnread: false)
    }

    /// The key of a conversation with these people, before the server has one: their ids, in
    /// order, whatever order they came in.
    public static func key(ofParticipantIds ids: [String]) -> String {
        Set(ids).sorted().joined(separator: ",")
    }
}
