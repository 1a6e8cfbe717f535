/// A write the server refused for good, told to whoever shows it: a like the server would not
/// take goes back on every screen.
public struct OutboxRefusal: Sendable {
    public let item: OutboxItem
    public let rejection: OutboxRejection

    package init(item: OutboxItem, rejection: OutboxRejection) {
        self.item = item
        self.rejection = rejection
    }
}
