import FoundationEssentials
import Tintype

extension Outbox {
    /// Counts an attempt at the item and when it was made, written before the request goes, so a
    /// kill during it leaves an item known to have been tried. Throws `OutboxError.superseded`
    /// when the item left the outbox meanwhile.
    func recordAttempt(of item: OutboxItem, at now: Date) throws -> OutboxItem {
        let updated = try update(id: item.id) {
            $0.attempts = $0.attempts.movedSaturating(by: 1)
            $0.lastAttemptAt = now
        }
        guard let updated else { throw OutboxError.superseded }
        return updated
    }
}
