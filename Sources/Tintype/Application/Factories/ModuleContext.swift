import Foundation

/// What every module needs, whoever builds it: the instance's name, the clock, the way a
/// connection problem is put into words, and the saves the app waits for before it exits.
public struct ModuleContext: Sendable {
    public var instanceName: String
    public var now: @Sendable () -> Date
    public var pendingWrites: PendingWrites

    public init(instanceName: String, now: @escaping @Sendable () -> Date = { Date() }, pendingWrites: PendingWrites = PendingWrites()) {
        self.instanceName = instanceName
        self.now = now
        self.pendingWrites = pendingWrites
    }

    /// One line that says what went wrong and, where there is one, what to do.
    func explain(_ problem: ConnectionProblem) -> String {
        Strings.explain(problem, instance: instanceName, now: now())
    }
}
