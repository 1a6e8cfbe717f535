/// One account of a list with every string ready to draw.
struct AccountCellObject: Identifiable, Equatable, Sendable {
    var id: String
    var displayName: String
    /// "@grace@pixelfed.social".
    var handle: String
    /// The bio's first line, or empty.
    var bioLine: String
    /// "locked", "bot", or empty.
    var badges: String
}
