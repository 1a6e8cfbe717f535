import Tintype

/// A write the server confirmed, told to whoever shows it: one that went out by itself, after
/// the person was told it had not, is then shown sent.
public struct OutboxConfirmation: Sendable {
    public let item: OutboxItem
    public let receipt: OutboxReceipt
}
