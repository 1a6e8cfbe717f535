import Foundation
import TestSupport
import Testing

extension TmuxSession {
    /// Sends the signal to the app in this pane, as a crash, `kill` or a closed terminal would,
    /// and waits until the app has ended and the shell has gone on past it; returns the pane then,
    /// which says "EXITED" and the status. A step that does not come fails the test there and
    /// says which: no app to signal, an app that outlived the signal, or a shell that stayed put.
    @discardableResult
    func endApp(
        of tintype: TintypeBinary, instance: String, with signal: Int32 = SIGKILL,
        sourceLocation: SourceLocation = #_sourceLocation
    ) async throws -> String {
        let pids = tintype.processIds(instance: instance)
        try #require(!pids.isEmpty, "no tintype for \(instance) was running", sourceLocation: sourceLocation)
        for pid in pids { kill(pid, signal) }
        let ended = try await Polling.holds { pids.allSatisfy { Self.processState($0) == nil } }
        try #require(ended, "tintype outlived signal \(signal): \(pids.map(Self.processState))", sourceLocation: sourceLocation)
        // The shell line ends in a long sleep, once it has printed the status.
        let shellWentOn = try await Polling.holds { try self.paneFlag("pane_current_command") == "sleep" }
        let command = (try? paneFlag("pane_current_command")) ?? "nothing tmux could tell"
        try #require(shellWentOn, "the shell did not go on: the pane runs \(command)", sourceLocation: sourceLocation)
        return try await poll(upTo: 5) { $0.contains("EXITED") }
    }

    /// The state letter `/proc` gives a live process (R, S, D, T…); nil once it has ended, a
    /// zombie waiting for its shell included.
    private static func processState(_ pid: pid_t) -> Character? {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
            let nameEnd = stat.lastIndex(of: ")")
        else { return nil }
        let state = stat[nameEnd...].dropFirst().first { $0 != " " }
        return state == "Z" || state == "X" ? nil : state
    }
}
