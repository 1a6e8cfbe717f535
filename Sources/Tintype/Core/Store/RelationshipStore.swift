/// How the signed-in account stands with each account the app has asked about (following, asked
/// to follow, followed by, blocking, muting), kept once by account id. Screens observe it, so a
/// follow made on one screen shows at once on every screen that shows the account.
///
/// A follow, block or mute whose answer has not come is the person's last word: a relationship
/// fetched meanwhile may be older than it, and must not undo it; nor may one asked for before the
/// server's answer to it, however late it comes.
@MainActor
public final class RelationshipStore: ChangeTelling {
    private var relationships: [String: Relationship] = [:]
    /// Accounts with a change of mine on its way to the server.
    private var waiting: Set<String> = []
    private var lastWords = LastWords<String>()
    let changeBroadcast = ChangeBroadcast<RelationshipChange>()

    public nonisolated init() {}

    /// How the two stand as far as this run knows; nil for an account not asked about yet.
    func relationship(withAccountId accountId: String) -> Relationship? {
        relationships[accountId]
    }

    /// Whether a change of mine to how we stand with the account waits for the server's answer.
    func isWaiting(forAccountId accountId: String) -> Bool {
        waiting.contains(accountId)
    }

    /// The moment to take as a request for a relationship starts, for `receive`.
    var now: StoreMoment { lastWords.now }

    /// The server's relationship, asked for at `asked`: kept unless a change of mine waits for its
    /// answer or was answered since.
    func receive(_ relationship: Relationship, accountId: String, askedAt asked: StoreMoment) {
        guard !waiting.contains(accountId), !lastWords.isOlder(asked, on: accountId) else { return }
        keep(relationship, accountId: accountId)
    }

    /// A change made (a follow asked), shown at once until the server answers.
    func ask(_ relationship: Relationship, accountId: String) {
        waiting.insert(accountId)
        lastWords.record(on: accountId)
        keep(relationship, accountId: accountId)
    }

    /// The server's answer to a change: how the two stand now, nothing waiting any more.
    func confirm(_ relationship: Relationship, accountId: String) {
        waiting.remove(accountId)
        lastWords.record(on: accountId)
        keep(relationship, accountId: accountId)
    }

    /// The server refused the change: the two stand as they did before it.
    func refuse(accountId: String, restoring before: Relationship?) {
        waiting.remove(accountId)
        lastWords.record(on: accountId)
        keep(before ?? Relationship(), accountId: accountId)
    }

    private func keep(_ relationship: Relationship, accountId: String) {
        guard relationships.updateValue(relationship, forKey: accountId) != relationship else { return }
        changeBroadcast.tell(RelationshipChange(accountId: accountId, relationship: relationship))
    }
}
