import Foundation

/// Opens a photo's original in another program: `$TINTYPE_IMAGE_VIEWER` (a command, its
/// arguments split at spaces, the address added last), else `xdg-open`. The program is started
/// and left to run; the app never waits for it, and its output never reaches the drawn screen.
public struct ExternalViewer: Sendable {
    private let launch: @Sendable (String) throws -> Void

    public init(launch: @escaping @Sendable (String) throws -> Void) {
        self.launch = launch
    }

    public func open(_ address: String) throws {
        try launch(address)
    }

    public static func system(environment: [String: String] = ProcessInfo.processInfo.environment) -> ExternalViewer {
        let configured = environment["TINTYPE_IMAGE_VIEWER"]?.split(separator: " ").map(String.init) ?? []
        let command = configured.isEmpty ? ["xdg-open"] : configured
        return ExternalViewer { address in
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = command + [address]
            process.standardInput = FileHandle.nullDevice
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
        }
    }
}
