/// A store that tells its listeners of each change to what it keeps (posts, relationships).
@MainActor
protocol ChangeTelling: AnyObject, Sendable {
    associatedtype Change: Sendable
    /// Calls `onChange` with each change from now on, at once; answers what `stopListening` takes.
    func listen(_ onChange: @escaping @MainActor (Change) -> Void) -> Int
    func stopListening(_ listener: Int)
}
