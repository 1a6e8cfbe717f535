import Foundation

/// What every module needs, whoever builds it: the instance's name, the clock, and the way a
/// connection problem is put into words.
public struct ModuleContext: Sendable {
    public var instanceName: String
    public var now: @Sendable () -> Date

    public init(instanceName: String, now: @escaping @Sendable () -> Date = { Date() }) {
        self.instanceName = instanceName
        self.now = now
    }

    /// One line that says what went wrong and, where there is one, what to do.
    func explain(_ problem: ConnectionProblem) -> String {
        Strings.explain(problem, instance: instanceName, now: now())
    }
}
