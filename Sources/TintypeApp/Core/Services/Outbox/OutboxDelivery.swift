import FoundationEssentials
import Logging
import MastodonAPI
import Tintype

/// Sends what the outbox holds, each item with its own Idempotency-Key on every attempt.
///
/// Writes on one target (a post's like, the replies to one post, one account's follow) go out in
/// the order they were made; writes on different targets never wait for each other, so one stuck
/// request holds up nothing else. What a failure means comes from `ErrorDisposition`, the same
/// reading the status line explains:
/// - try later (no answer, a 5xx, an unreadable answer): tried again a few times, then left in the
///   outbox for a retry, the next start, or (with `resendDelays`) a later try of its own while
///   the app runs; a comment, post or message that may have arrived is looked for on the server
///   before it is sent again;
/// - rate limited: the whole queue waits until the time the server gave, then goes on by itself;
/// - a bad token: left as it is until there is a good one;
/// - refused: a comment or post keeps its text and the reason for the person; a like or follow
///   is dropped.
/// An item leaves the outbox only when the server confirmed it.
public actor OutboxDelivery {
    private let requests: OutboxRequests
    private let outbox: Outbox
    private let reconciler: OutboxReconciler
    private let logger: Logger
    private let timing: Timing
    private var tails: [String: Task<Void, Never>] = [:]
    /// The delivery of each item under way: a second send of the item while it goes joins it, so
    /// a refusal the first one met is not taken for the person's word to send it again.
    private var inFlight: [String: Task<OutboxReceipt, any Error>] = [:]
    /// How many callers wait for a delivery to end.
    private(set) var waitingCallers = 0
    /// What the server answered for items already confirmed, for a second send of the same item.
    private var confirmed: [String: OutboxReceipt] = [:]
    /// After a 429: nothing goes out before this time.
    private(set) var pausedUntil: Date?
    private var resumeTask: Task<Void, Never>?
    /// The later try of what was left for later, while one is planned; and how many came before it.
    private var resendTask: Task<Void, Never>?
    private var resendsWithoutAnswer = 0
    private let confirmations = Broadcast<OutboxConfirmation>()
    private let refusals = Broadcast<OutboxRefusal>()

    public init(client: MastodonClient, outbox: Outbox, reconciler: OutboxReconciler, logger: Logger, timing: Timing = Timing()) {
        requests = OutboxRequests(client: client, outbox: outbox, sleep: timing.sleep)
        self.outbox = outbox
        self.reconciler = reconciler
        self.logger = logger
        self.timing = timing
    }

    /// Sends a comment, a post, a message or a like already saved in the outbox and answers with the status
    /// the server has now.
    public func send(_ item: OutboxItem) async throws -> StatusEntity {
        guard case .status(let status) = try await sendInOrder(item) else {
            throw MastodonError.malformedResponse("the server's answer was not a post")
        }
        return status
    }

    /// Sends a follow or an unfollow already saved in the outbox and answers with how the two
    /// accounts stand now.
    public func sendFollow(_ item: OutboxItem) async throws -> RelationshipEntity {
        guard case .relationship(let relationship) = try await sendInOrder(item) else {
            throw MastodonError.malformedResponse("the server's answer was not a relationship")
        }
        return relationship
    }

    /// Sends a hashtag's follow or unfollow already saved in the outbox and answers with the tag.
    public func sendTagFollow(_ item: OutboxItem) async throws -> TagEntity {
        guard case .tag(let tag) = try await sendInOrder(item) else {
            throw MastodonError.malformedResponse("the server's answer was not a hashtag")
        }
        return tag
    }

    /// Sends again, with their keys, the items left behind by a past run or a pause; refused ones
    /// wait for the user.
    public func sendPendingItems() async {
        // Each item takes its place in its post's line here, oldest first, before any is sent: a
        // like and the unlike after it must reach the server in that order.
        // Each goes behind whatever is under way on its target, never joining it: what is left
        // for later is sent anew once that has ended.
        let deliveries = outbox.items().filter { $0.rejection == nil }.map { startInOrder($0, joining: false) }
        for delivery in deliveries { _ = try? await delivery.value }
    }

    /// Every write the server confirms from now on, whoever sent it (the person, a resend while
    /// the app runs, the start), for as long as the caller listens.
    public func observeConfirmations() -> AsyncStream<OutboxConfirmation> {
        confirmations.observe()
    }

    /// Every write the server refuses for good from now on, whoever sent it, for as long as the
    /// caller listens.
    public func observeRefusals() -> AsyncStream<OutboxRefusal> {
        refusals.observe()
    }

    /// Sends a new post already saved in the outbox, and answers with the post as the server has
    /// it, or held back until its time; `progress` hears each of its photos' uploads as they go.
    public func sendNewPost(_ item: OutboxItem, progress: @escaping @Sendable (UploadProgress) -> Void = { _ in }) async throws
        -> OutboxReceipt
    {
        requests.uploads.listen(toItemId: item.id, progress)
        defer { requests.uploads.stopListening(toItemId: item.id) }
        let receipt = try await sendInOrder(item)
        switch receipt {
        case .status, .scheduled: return receipt
        case .relationship, .tag: throw MastodonError.malformedResponse("the server's answer was not a post")
        }
    }

    /// Looks on the server for a comment or post that may have arrived, before the person takes
    /// it back: a found one leaves the outbox and is the answer.
    public func adoptIfArrived(_ item: OutboxItem) async throws -> StatusEntity? {
        guard item.mayHaveArrived, let found = try await reconciler.statusOnServer(for: item) else { return nil }
        try? outbox.remove(id: item.id)
        confirmed[item.id] = .status(found)
        return found
    }

    private func sendInOrder(_ item: OutboxItem) async throws -> OutboxReceipt {
        waitingCallers += 1
        defer { waitingCallers -= 1 }
        return try await startInOrder(item, joining: true).value
    }

    /// Puts the item at the end of its target's line, without waiting: the line is the order in
    /// which this is called. `joining`: a send of the item already under way is answered by it.
    private func startInOrder(_ item: OutboxItem, joining: Bool) -> Task<OutboxReceipt, any Error> {
        if joining, let running = inFlight[item.id] { return running }
        let target = item.action.target
        let previous = tails[target]
        let delivery = Task {
            await previous?.value
            return try await self.deliver(item)
        }
        inFlight[item.id] = delivery
        tails[target] = Task {
            _ = try? await delivery.value
            if self.inFlight[item.id] == delivery { self.inFlight[item.id] = nil }
        }
        return delivery
    }

    private func deliver(_ item: OutboxItem) async throws -> OutboxReceipt {
        if let receipt = confirmed[item.id] { return receipt }
        while true {
            if let outcome = try await outbox.whileNobodyElseSends(item.id, { try await self.deliverHoldingLock(item) }) {
                return outcome
            }
            // Another Tintype is sending it now: wait for it to finish, then see what it left.
            try await timing.sleep(timing.lockPollInterval)
        }
    }

    private func deliverHoldingLock(_ item: OutboxItem) async throws -> OutboxReceipt {
        var attempt = 0
        while true {
            try throwIfPaused()
            guard var current = outbox.item(withId: item.id) else { return try await receiptForItemGone(item) }
            if current.rejection != nil {
                // Sent again on the person's word: it is no longer refused while it goes.
                current = try outbox.update(id: item.id) { $0.rejection = nil } ?? current
            }
            do {
                if current.action.addsContent, current.mayHaveArrived, let found = try await reconciler.receiptOnServer(for: current) {
                    logger.info("outbox item found on the server", metadata: ["item": "\(item.id)"])
                    return try confirm(current, found)
                }
                current = try outbox.recordAttempt(of: current, at: timing.now())
                return try confirm(current, try await requests.perform(current))
            } catch let unreadable as OutboxRequests.UnreadablePhoto {
                // Refused here rather than by the server: sending it again cannot help.
                recordRefusal(of: current, rejection: .photoUnreadable(path: unreadable.path), error: "unreadable photo")
                throw MastodonError.unprocessable(nil)
            } catch let error as MastodonError {
                switch error.disposition {
                case .tryLater where attempt < timing.retryDelays.count:
                    try await timing.sleep(timing.retryDelays[attempt])
                    attempt += 1
                case .tryLater:
                    logger.warning("outbox item left for later", metadata: ["item": "\(item.id)", "error": "\(error)"])
                    // Written words go out by themselves; a like or a follow waits for the person,
                    // whose next choice on it may already be on its way.
                    if current.action.addsContent { planResend() }
                    throw error
                case .badToken:
                    logger.warning("outbox item left for a good token", metadata: ["item": "\(item.id)", "error": "\(error)"])
                    throw error
                case .rateLimited(let until):
                    pause(until: until)
                    throw MastodonError.rateLimited(until: pausedUntil)
                case .refused:
                    recordRefusal(of: current, rejection: OutboxRejection(refusal: error), error: "\(error)")
                    throw error
                }
            }
        }
    }

    /// The item left the outbox while this process waited: another process confirmed it, or a
    /// later choice replaced it.
    private func receiptForItemGone(_ item: OutboxItem) async throws -> OutboxReceipt {
        if item.action.addsContent, let found = try await reconciler.receiptOnServer(for: item) {
            return found
        }
        throw OutboxError.superseded
    }

    private func confirm(_ item: OutboxItem, _ receipt: OutboxReceipt) throws -> OutboxReceipt {
        confirmed[item.id] = receipt
        resendsWithoutAnswer = 0
        do {
            try outbox.remove(id: item.id)
        } catch {
            logger.error("a sent outbox item could not be removed", metadata: ["item": "\(item.id)", "error": "\(error)"])
        }
        logger.info("outbox item sent", metadata: ["item": "\(item.id)"])
        confirmations.tell(OutboxConfirmation(item: item, receipt: receipt))
        return receipt
    }

    /// One later try for everything left for later, however many items were: the server is away
    /// for all of them alike.
    private func planResend() {
        guard resendTask == nil, !timing.resendDelays.isEmpty else { return }
        let delay = timing.resendDelays[min(resendsWithoutAnswer, timing.resendDelays.count - 1)]
        resendsWithoutAnswer += 1
        resendTask = Task { [timing] in
            guard (try? await timing.sleep(delay)) != nil else { return }
            await self.resend()
        }
    }

    private func resend() async {
        resendTask = nil
        logger.info("outbox: trying again what was left for later")
        await sendPendingItems()
    }

    private func throwIfPaused() throws {
        guard let pausedUntil else { return }
        guard timing.now() < pausedUntil else {
            self.pausedUntil = nil
            return
        }
        throw MastodonError.rateLimited(until: pausedUntil)
    }

    /// Holds the queue until the server's time, then sends what waited.
    private func pause(until: Date?) {
        let now = timing.now()
        let resumeAt = until.map { RateLimitReset.clamp($0, now: now) } ?? now.addingTimeInterval(timing.defaultRateLimitPause)
        pausedUntil = max(pausedUntil ?? resumeAt, resumeAt)
        logger.warning("rate limited: the outbox waits", metadata: ["until": "\(resumeAt)"])
        resumeTask?.cancel()
        let wait = Duration.seconds(max(0, resumeAt.timeIntervalSince(now)))
        resumeTask = Task { [timing] in
            guard (try? await timing.sleep(wait)) != nil else { return }
            await self.sendPendingItems()
        }
    }

    /// A refused like or follow is dropped; a refused comment or post keeps its text and reason.
    private func recordRefusal(of item: OutboxItem, rejection: OutboxRejection, error: String) {
        logger.warning("outbox item refused", metadata: ["item": "\(item.id)", "error": "\(error)"])
        do {
            if item.action.setsState {
                try outbox.remove(id: item.id)
            } else {
                try outbox.update(id: item.id) { $0.rejection = rejection }
            }
        } catch {
            logger.error("a refused outbox item could not be recorded", metadata: ["item": "\(item.id)", "error": "\(error)"])
        }
        refusals.tell(OutboxRefusal(item: item, rejection: rejection))
    }
}
