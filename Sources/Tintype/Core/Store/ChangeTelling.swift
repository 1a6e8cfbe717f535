/// A store that tells its listeners of each change to what it keeps (posts, relationships).
@MainActor
protocol ChangeTelling: AnyObject, Sendable {
    associatedtype Change: Sendable
    /// Who hears the store's changes.
    var changeBroadcast: ChangeBroadcast<Change> { get }
}

extension ChangeTelling {
    /// Calls `onChange` with every change from now on, in order and none dropped, at once, until
    /// `stopListening` with the answer.
    func listen(_ onChange: @escaping @MainActor (Change) -> Void) -> Int {
        changeBroadcast.listen(onChange)
    }

    func stopListening(_ listener: Int) {
        changeBroadcast.stopListening(listener)
    }
}
