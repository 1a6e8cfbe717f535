import Foundation
import TestSupport

/// An X server of the test's own (Xvfb) on a display number nobody uses, for running a real
/// terminal emulator and taking screenshots of it. Stopped with `close()`.
final class VirtualDisplay {
    let name: String
    private let server: Process

    init(width: Int = 1280, height: Int = 900) throws {
        var number = 0
        repeat {
            number = Int.random(in: 300...900)
        } while FileManager.default.fileExists(atPath: "/tmp/.X11-unix/X\(number)")
            || FileManager.default.fileExists(atPath: "/tmp/.X\(number)-lock")
        name = ":\(number)"
        server = Process()
        server.executableURL = URL(fileURLWithPath: "/usr/bin/Xvfb")
        server.arguments = [name, "-screen", "0", "\(width)x\(height)x24", "-nolisten", "tcp"]
        server.standardOutput = FileHandle.nullDevice
        server.standardError = FileHandle.nullDevice
        try server.run()
        let deadline = Date().addingTimeInterval(10)
        while !FileManager.default.fileExists(atPath: "/tmp/.X11-unix/X\(number)"), Date() < deadline { usleep(50_000) }
    }

    var environment: [String: String] { ["DISPLAY": name] }

    /// Runs an X client on this display to its end, returning its standard output.
    @discardableResult
    func run(_ arguments: [String]) throws -> String {
        try ChildProcess.run(arguments, environment: ProcessInfo.processInfo.environment.merging(environment) { $1 }).output
    }

    /// The window's pixels as `xwd` dumps them.
    func dump(window: String) throws -> [UInt8] {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("tintype-shot-\(UUID().uuidString).xwd")
        defer { try? FileManager.default.removeItem(at: file) }
        try run(["sh", "-c", "xwd -id \(window) -silent > '\(file.path)'"])
        return Array(try Data(contentsOf: file))
    }

    /// Xvfb, started from a test, lets SIGTERM wait behind its clients; the display is thrown away.
    func close() {
        kill(server.processIdentifier, SIGKILL)
        server.waitUntilExit()
    }
}
