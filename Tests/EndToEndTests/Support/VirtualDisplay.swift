import Foundation
import TestSupport

/// An X server of the test's own (Xvfb) on a display number nobody uses, for running a real
/// terminal emulator and taking screenshots of it. Stopped with `close()`.
final class VirtualDisplay {
    let name: String
    private let server: Process

    init(width: Int = 1280, height: Int = 900) throws {
        var started: (name: String, server: Process)?
        // Another test may pick the same free number at the same moment: its server then loses
        // the display, and this one tries another.
        for _ in 0..<5 where started == nil {
            started = try Self.start(width: width, height: height)
        }
        guard let started else {
            throw CocoaError(.executableLoad, userInfo: [NSLocalizedDescriptionKey: "no virtual display could be started"])
        }
        (name, server) = started
    }

    /// An X server on a number that looked free, once it answers a client; nil when it did not.
    private static func start(width: Int, height: Int) throws -> (name: String, server: Process)? {
        var number = 0
        repeat {
            number = Int.random(in: 300...900)
        } while FileManager.default.fileExists(atPath: "/tmp/.X11-unix/X\(number)")
            || FileManager.default.fileExists(atPath: "/tmp/.X\(number)-lock")
        let name = ":\(number)"
        let server = Process()
        server.executableURL = URL(fileURLWithPath: "/usr/bin/Xvfb")
        server.arguments = [name, "-screen", "0", "\(width)x\(height)x24", "-nolisten", "tcp"]
        server.standardOutput = FileHandle.nullDevice
        server.standardError = FileHandle.nullDevice
        try server.run()
        // The socket appears before the server takes clients: a client's answer is the sign.
        let deadline = Date().addingTimeInterval(10)
        var environment = ProcessInfo.processInfo.environment
        environment["DISPLAY"] = name
        while server.isRunning, Date() < deadline {
            if (try? ChildProcess.run(["xdotool", "getdisplaygeometry"], environment: environment).status) == 0 {
                return (name, server)
            }
            usleep(50_000)
        }
        kill(server.processIdentifier, SIGKILL)
        server.waitUntilExit()
        return nil
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

    /// Xvfb, started from a test, lets SIGTERM wait behind its clients; the display is thrown away,
    /// and with it the lock and the socket a killed server leaves, which would otherwise keep its
    /// number from every later test on the machine.
    func close() {
        kill(server.processIdentifier, SIGKILL)
        server.waitUntilExit()
        let number = name.dropFirst()
        try? FileManager.default.removeItem(atPath: "/tmp/.X\(number)-lock")
        try? FileManager.default.removeItem(atPath: "/tmp/.X11-unix/X\(number)")
    }
}
