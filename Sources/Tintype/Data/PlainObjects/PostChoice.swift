/// What the signed-in account may choose about someone's post, each on or off: every one is shown
/// at once, sent through the outbox, and undone when the server refuses it.
public enum PostChoice: Sendable, Hashable, CaseIterable {
    case like, boost, save
}
