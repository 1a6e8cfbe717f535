import Foundation

/// Starts another program and leaves it running: the app never waits for it, and nothing it
/// writes reaches the drawn screen.
enum DetachedCommand {
    /// `arguments` found through the PATH, as a shell would.
    static func start(_ arguments: [String]) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
    }
}
