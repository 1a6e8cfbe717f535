import Localisation
import TextBasics

/// Messages still in the outbox, shown sending (or refused, with the server's reason) after the
/// thread's messages from the server.
enum QueuedMessageMapper {
    /// The thread's messages, then those still in the outbox; a queued one whose words arrived
    /// already (its answer was lost) is left out, as the outbox adopts it.
    static func thread(from sent: [Message], queued: [OutboxItem]) -> [Message] {
        let arrived = Set(sent.filter(\.isMine).map(\.text.words))
        let waiting = queued.compactMap { item -> Message? in
            guard let queued = message(from: item) else { return nil }
            return item.mayHaveArrived && arrived.contains(queued.text.words) ? nil : queued
        }
        return sent + waiting
    }

    /// A message still in the outbox; nil for an item that is not a message.
    static func message(from item: OutboxItem) -> Message? {
        guard case .message(let message) = item.action else { return nil }
        return Message(
            id: item.id, author: nil, createdAt: item.createdAt, text: TextSanitizer.clean(message.text),
            delivery: item.rejection.map { .notSent(Strings.rejection($0)) } ?? .sending)
    }
}
