import FoundationEssentials
import MastodonAPI
import Tintype

/// Signs out of an account: its token is revoked on the instance, then forgotten here. Writes
/// still waiting in its outbox stay for its next sign-in unless the person drops them.
public enum SignOut {
    public struct Outcome: Sendable, Equatable {
        public var account: SignedInAccount
        /// How many writes were left waiting (kept) or dropped.
        public var waitingWrites: Int
        public var droppedWrites: Bool
    }

    /// `dropWaitingWrites` is asked, with their number, only when writes are waiting.
    public static func run(
        accountName: String?, dropWaitingWrites: (Int) async -> Bool, paths: StoragePaths,
        transport: any HTTPTransport = AsyncHTTPClientTransport(), userAgent: String = "Tintype/\(TintypeVersion.current)"
    ) async throws -> Outcome {
        let book = AccountBook(paths: paths)
        guard let account = try book.account(named: accountName) else {
            throw AccountBook.Failure.unknownAccount(accountName ?? "", known: [])
        }
        let instance = try InstanceAddress(account.instance)
        let folder = AccountFolders.verified(accountId: account.accountId, instance: instance.normalized, paths: paths).outbox
        let outbox = FileManager.default.fileExists(atPath: folder.path) ? Outbox(directory: folder) : nil
        let waiting = outbox?.items() ?? []
        let drops = waiting.isEmpty ? false : await dropWaitingWrites(waiting.count)
        let client = MastodonClient(instance: instance, token: account.token, transport: transport, userAgent: userAgent)
        do {
            try await client.revokeToken(
                account.token, application: ApplicationEntity(clientId: account.clientId, clientSecret: account.clientSecret))
        } catch MastodonError.unauthorized {
            // The instance no longer knows the token: there is nothing left to revoke.
        }
        if drops {
            for item in waiting { try outbox?.remove(id: item.id) }
        }
        try book.remove(account)
        return Outcome(account: account, waitingWrites: waiting.count, droppedWrites: drops)
    }
}
