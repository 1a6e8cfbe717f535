import FoundationEssentials
import Tintype

/// Opens an address in the person's browser: `$BROWSER` (a command, the address added last), else
/// `xdg-open` where there is a graphical session (`DISPLAY` or `WAYLAND_DISPLAY`). Over ssh there
/// is neither, and nothing is opened.
public struct BrowserLauncher: Sendable {
    private let command: [String]

    /// The browser of this session, or nil where there is none to open.
    public static func system(environment: [String: String] = ProcessInfo.processInfo.environment) -> BrowserLauncher? {
        if let browser = environment["BROWSER"]?.split(separator: ":").first?.split(separator: " ").map(String.init), !browser.isEmpty {
            return BrowserLauncher(command: browser)
        }
        let graphical = [environment["DISPLAY"], environment["WAYLAND_DISPLAY"]].contains { !($0 ?? "").isEmpty }
        return graphical ? BrowserLauncher(command: ["xdg-open"]) : nil
    }

    /// Starts the browser and leaves it running; false when it could not be started.
    public func open(_ address: URL) -> Bool {
        (try? DetachedCommand.start(command + [address.absoluteString])) != nil
    }
}
