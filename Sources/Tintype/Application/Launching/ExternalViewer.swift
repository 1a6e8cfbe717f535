import FoundationEssentials

/// Opens a photo's original in another program: `$TINTYPE_IMAGE_VIEWER` (a command, its
/// arguments split at spaces, the address added last), else the configuration file's viewer,
/// else `xdg-open`. The program is started
/// and left to run; the app never waits for it, and its output never reaches the drawn screen.
public struct ExternalViewer: Sendable {
    private let launch: @Sendable (String) throws -> Void

    public init(launch: @escaping @Sendable (String) throws -> Void) {
        self.launch = launch
    }

    public func open(_ address: String) throws {
        try launch(address)
    }

    /// `configured` is the configuration file's `[pictures] viewer`, which the environment overrides.
    public static func system(
        environment: [String: String] = ProcessInfo.processInfo.environment, configured: String? = nil
    ) -> ExternalViewer {
        let chosen = environment["TINTYPE_IMAGE_VIEWER"].flatMap { $0.isEmpty ? nil : $0 } ?? configured ?? ""
        let words = chosen.split(separator: " ").map(String.init)
        let command = words.isEmpty ? ["xdg-open"] : words
        return ExternalViewer { address in try DetachedCommand.start(command + [address]) }
    }
}
