import TerminalUI

/// Starts another program and leaves it running: the app never waits for it, and nothing it
/// writes reaches the drawn screen.
package enum DetachedCommand {
    struct NotStarted: Error {}

    /// `arguments` found through the PATH, as a shell would.
    package static func start(_ arguments: [String]) throws {
        guard ChildProcess.start("/usr/bin/env", arguments) else { throw NotStarted() }
    }
}
