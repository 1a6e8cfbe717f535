import Foundation
import Logging
import MastodonAPI
import TestSupport

@testable import Tintype
@testable import TintypeApp

extension OutboxFacade {
    /// The facade over a testing delivery, with drafts in a folder of their own.
    static func testing(client: MastodonClient, outbox: Outbox) -> OutboxFacade {
        OutboxFacade(
            outbox: outbox, delivery: .testing(client: client, outbox: outbox, retryDelays: []),
            drafts: DraftStore(directory: TestFolders.unique("tintype-drafts")))
    }
}

extension OutboxDelivery {
    /// A delivery that retries at once and never sleeps: the tests' clock is the order of events.
    static func testing(
        client: MastodonClient, outbox: Outbox, accountId: String? = "1", now: @escaping @Sendable () -> Date = Date.init,
        retryDelays: [Duration] = [.zero, .zero], resendDelays: [Duration] = []
    ) -> OutboxDelivery {
        OutboxDelivery(
            client: client, outbox: outbox, reconciler: OutboxReconciler(client: client, accountId: accountId),
            logger: Logger(label: "test", factory: { _ in SwiftLogNoOpLogHandler() }),
            timing: OutboxDelivery.Timing(
                retryDelays: retryDelays, resendDelays: resendDelays, lockPollInterval: .zero, now: now, sleep: { _ in await Task.yield() })
        )
    }
}
