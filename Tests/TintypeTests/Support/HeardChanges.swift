@testable import Tintype

/// What a store told from the moment this started listening, in order.
@MainActor
final class HeardChanges<Store: ChangeTelling> {
    private(set) var changes: [Store.Change] = []

    init(_ store: Store) {
        _ = store.listen { [weak self] in self?.changes.append($0) }
    }
}
