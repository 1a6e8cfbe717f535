import Foundation

/// One write the user made, kept on disk until the server has confirmed it.
public struct OutboxItem: Codable, Sendable, Equatable, Identifiable {
    public enum Action: Codable, Sendable, Equatable {
        case comment(text: String, inReplyToId: String)
        case like(postId: String)
        case unlike(postId: String)
        case follow(accountId: String)
        case unfollow(accountId: String)
    }

    public let id: String
    /// Sent with every attempt, so the server applies the write once however often it is sent.
    public let idempotencyKey: String
    public let action: Action
    public let createdAt: Date
    /// Why the server refused it for good (a 4xx); such an item waits for the user, not a restart.
    public var rejection: String?

    public init(
        action: Action, id: String = UUID().uuidString, idempotencyKey: String = UUID().uuidString,
        createdAt: Date = Date(), rejection: String? = nil
    ) {
        self.id = id
        self.idempotencyKey = idempotencyKey
        self.action = action
        self.createdAt = createdAt
        self.rejection = rejection
    }
}
