import Foundation

/// Polls `count` until it is above zero or `timeout` passes, then answers it: what a test sent is
/// counted once it has arrived, and a copy too many is still seen.
public func countOnceArrived(within timeout: TimeInterval, _ count: () async throws -> Int) async throws -> Int {
    let deadline = Date().addingTimeInterval(timeout)
    var found = try await count()
    while found == 0, Date() < deadline {
        try await Task.sleep(for: .milliseconds(100))
        found = try await count()
    }
    return found
}
