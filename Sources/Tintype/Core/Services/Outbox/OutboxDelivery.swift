import Foundation
import Logging
import MastodonAPI

/// Sends what the outbox holds, one item at a time and in the order it was written, each with its
/// own Idempotency-Key on every attempt.
///
/// A failure that may pass (no answer, a timeout, a 5xx) is tried again a few times and then left
/// in the outbox for the next start; a refusal (a 4xx) is kept with its reason for the user to
/// retry or discard. An item leaves the outbox only when the server confirmed it.
public actor OutboxDelivery {
    private let client: MastodonClient
    private let outbox: Outbox
    private let logger: Logger
    private let retryDelays: [Duration]
    private var tail: Task<Void, Never>?
    /// What the server answered for items already confirmed, for a second send of the same item.
    private var confirmed: [String: OutboxReceipt] = [:]

    public init(
        client: MastodonClient, outbox: Outbox, logger: Logger,
        retryDelays: [Duration] = [.seconds(1), .seconds(3)]
    ) {
        self.client = client
        self.outbox = outbox
        self.logger = logger
        self.retryDelays = retryDelays
    }

    /// Sends a comment or a like already saved in the outbox and answers with the status the
    /// server has now.
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

    private func sendInOrder(_ item: OutboxItem) async throws -> OutboxReceipt {
        let previous = tail
        let delivery = Task {
            await previous?.value
            return try await self.deliver(item)
        }
        tail = Task { _ = try? await delivery.value }
        return try await delivery.value
    }

    /// Sends again, with their keys, the items a past run left behind; refused ones wait for the user.
    public func sendPendingItems() async {
        for item in outbox.items() where item.rejection == nil {
            _ = try? await sendInOrder(item)
        }
    }

    private func deliver(_ item: OutboxItem) async throws -> OutboxReceipt {
        if let receipt = confirmed[item.id] { return receipt }
        var attempt = 0
        while true {
            do {
                let receipt = try await perform(item.action, idempotencyKey: item.idempotencyKey)
                confirmed[item.id] = receipt
                outbox.remove(id: item.id)
                logger.info("outbox item sent", metadata: ["item": "\(item.id)"])
                return receipt
            } catch let error as MastodonError where Self.mayPass(error) {
                guard attempt < retryDelays.count else {
                    logger.warning("outbox item left for later", metadata: ["item": "\(item.id)", "error": "\(error)"])
                    throw error
                }
                try await Task.sleep(for: retryDelays[attempt])
                attempt += 1
            } catch let error as MastodonError where !Self.isUnauthorized(error) {
                recordRefusal(of: item, error: error)
                throw error
            }
        }
    }

    private func perform(_ action: OutboxItem.Action, idempotencyKey: String) async throws -> OutboxReceipt {
        switch action {
        case .comment(let text, let inReplyToId):
            return .status(
                try await client.publishStatus(StatusDraft(text: text, inReplyToId: inReplyToId), idempotencyKey: idempotencyKey))
        case .like(let postId):
            return .status(try await client.favourite(statusId: postId))
        case .unlike(let postId):
            return .status(try await client.unfavourite(statusId: postId))
        case .follow(let accountId):
            return .relationship(try await client.follow(accountId: accountId))
        case .unfollow(let accountId):
            return .relationship(try await client.unfollow(accountId: accountId))
        }
    }

    /// A like refused stays refused and is dropped; a refused comment keeps its text and reason.
    private func recordRefusal(of item: OutboxItem, error: MastodonError) {
        logger.warning("outbox item refused", metadata: ["item": "\(item.id)", "error": "\(error)"])
        guard case .comment = item.action else {
            outbox.remove(id: item.id)
            return
        }
        var refused = item
        refused.rejection = Self.reason(for: error)
        try? outbox.save(refused)
    }

    /// A refused token is the account's problem, not the item's: the item waits for a good token.
    private static func isUnauthorized(_ error: MastodonError) -> Bool {
        if case .unauthorized = error { return true }
        return false
    }

    private static func reason(for error: MastodonError) -> String {
        switch error {
        case .forbidden(let message): return message.map { TextSanitizer.cleanLine($0) } ?? "not allowed"
        case .notFound: return "the post it answers is gone"
        case .unprocessable(let message): return message.map { TextSanitizer.cleanLine($0) } ?? "the server refused it"
        case .unexpectedStatus(let status, _): return "the server refused it (HTTP \(status))"
        default: return "the server refused it"
        }
    }

    /// No answer, a 5xx, a 429, or an answer that could not be read after a write that may have
    /// been applied: sending again with the same key is safe and may work.
    private static func mayPass(_ error: MastodonError) -> Bool {
        if case .malformedResponse = error { return true }
        return error.isTransient
    }
}
